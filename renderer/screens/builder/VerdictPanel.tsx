import type { BuildVerdict } from '../../../engine/skirmish.ts';

/**
 * validateBuild's verdict, live (B6): the LP and SCP budgets, the LP bill, and every problem in
 * the engine's words with what to change. Nothing here is worked out by the renderer.
 */
export function VerdictPanel({
  verdict,
  unpriced,
}: {
  verdict: BuildVerdict | null;
  /** Why the build cannot be priced at all, when it cannot. */
  unpriced: string | null;
}) {
  if (!verdict)
    return (
      <section className="panel verdict" aria-labelledby="verdict-title">
        <h2 id="verdict-title">Build</h2>
        <p role="alert" className="error">
          {unpriced}
        </p>
      </section>
    );
  const overLp = verdict.lpSpent > verdict.lpAvailable;
  const overScp = verdict.scpSpent > verdict.scpAvailable;
  return (
    <section className="panel verdict" aria-labelledby="verdict-title">
      <h2 id="verdict-title">Build</h2>
      <dl className="budgets">
        <div className={overLp ? 'over' : undefined} data-testid="lp-budget">
          <dt>Level Points</dt>
          <dd>
            {verdict.lpSpent} of {verdict.lpAvailable} spent
            {overLp ? ' (over)' : ''}
          </dd>
        </div>
        <div className={overScp ? 'over' : undefined} data-testid="scp-budget">
          <dt>Special Card Points</dt>
          <dd>
            {verdict.scpSpent} of {verdict.scpAvailable} spent
            {overScp ? ' (over)' : ''}
          </dd>
        </div>
      </dl>
      {verdict.valid ? (
        <p className="status valid" role="status" data-testid="build-valid">
          ✓ A valid build: it can be seated at the table.
        </p>
      ) : (
        <div className="problems" role="alert">
          <p className="error">
            ✗ {verdict.problems.length} problem{verdict.problems.length === 1 ? '' : 's'}: it saves
            as a draft, and cannot be seated until they are fixed (rule B6).
          </p>
          <ul aria-label="Problems with the build">
            {verdict.problems.map((p, i) => (
              <li key={`${p.code}-${i}`}>
                <span className="problem-message">{p.message}.</span>{' '}
                <span className="problem-hint">{p.hint}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <h3>The LP bill</h3>
      {verdict.lpItems.length === 0 ? (
        <p className="muted">Nothing bought yet.</p>
      ) : (
        <table className="lp-bill" aria-label="The LP bill">
          <tbody>
            {verdict.lpItems.map((item, i) => (
              <tr key={`${item.item}-${i}`}>
                <td>{item.item}</td>
                <td className="num">{item.lp}</td>
                <td className="muted small">{item.rule}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td>Total</td>
              <td className="num">{verdict.lpSpent}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  );
}
