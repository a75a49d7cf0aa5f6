import { ESLint } from 'eslint';

let eslint: ESLint | undefined;

/**
 * The rule ids the project's own ESLint config (eslint.config.js) reports for `code` as if it were
 * the file at `filePath`. One ESLint for every lint test of a worker (issue 35): each instance
 * loads the config and its plugins on its first run, seconds of a busy machine's time.
 */
export async function ruleIds(code: string, filePath: string): Promise<string[]> {
  eslint ??= new ESLint();
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}
