export { embeddedIssuer, type EmbeddedIssuerOptions } from './issuer.plugin';
export type { IssuerTtl, SignInPolicy } from './issuer.settings';
