// Module resolution hook: 'electron' resolves to the fake.
const fake = new URL('./fakeElectron.mjs', import.meta.url).href;

export async function resolve(specifier, context, next) {
  if (specifier === 'electron') return { url: fake, shortCircuit: true };
  return next(specifier, context);
}
