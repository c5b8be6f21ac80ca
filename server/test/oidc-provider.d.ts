// oidc-provider ships no types; the tests use it only as a running provider.
declare module 'oidc-provider' {
  const Provider: new (issuer: string, configuration: Record<string, unknown>) => { listen(port: number): import('node:http').Server };
  export default Provider;
}
