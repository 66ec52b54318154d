import Provider, { errors, type Account, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { getSigningKeys } from '../keys';
import { displayName } from '../tokens';
import { getUserClaims } from '../user-claims';
import { getAccountBySubject, type AccountRow } from './accounts.repository';
import { getCookieKeys } from './cookie-keys';
import { API_SCOPE, webClientOrigins, webClientUris, type IssuerTtl } from './issuer.settings';
import { createOidcAdapter } from './oidc-adapter';
import { logoutPage, messagePage, type Page } from './pages';

/** Sign-in pages live outside the provider's /auth mount (docs/decisions/040-issuer-routes.md). */
export const signInPath = (uid: string) => `/signin/${uid}`;

/** Blocked and deactivated users are no account at all: no sign-in, no refresh, no token. */
async function findActiveAccount(db: Db, sub: string): Promise<AccountRow | undefined> {
  const row = await getAccountBySubject(db, sub);
  return row && !row.blocked && row.isactive ? row : undefined;
}

function toAccount(row: AccountRow): Account {
  return {
    accountId: row.user_id,
    claims: () => ({
      sub: row.user_id,
      name: displayName(row),
      given_name: row.given_name,
      family_name: row.family_name,
      email: row.email,
      email_verified: row.email_verified,
      ...(row.picture ? { picture: row.picture } : {}),
    }),
  };
}

function send(ctx: KoaContextWithOIDC, page: Page) {
  ctx.type = 'html';
  ctx.set('Content-Security-Policy', page.csp);
  ctx.body = page.html;
}

export async function createProvider(options: { config: Config; db: Db; ttl: IssuerTtl }): Promise<Provider> {
  const { config, db, ttl } = options;
  const [{ privateJwks }, cookieKeys] = await Promise.all([getSigningKeys(db), getCookieKeys(db, config)]);
  const { redirectUris, postLogoutRedirectUris } = webClientUris(config);
  const formTargets = webClientOrigins(config);
  const webLogin = `${config.publicUrl}/login`;
  const isFirstParty = (clientId: string) => clientId === config.oidc.clientId;

  const configuration: Configuration = {
    adapter: createOidcAdapter(db),
    jwks: { keys: privateJwks as NonNullable<Configuration['jwks']>['keys'] },
    cookies: { keys: cookieKeys },
    clients: [
      {
        client_id: config.oidc.clientId,
        client_name: 'Dispatchwise',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutRedirectUris,
      },
    ],
    // Code flow only, PKCE (S256) for every client (docs/decisions/042-issuer-web-client.md).
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
      email: ['email', 'email_verified'],
    },
    // The web app reads the person from the ID token; it never calls userinfo.
    conformIdTokenClaims: false,
    findAccount: async (_ctx, sub) => {
      const row = await findActiveAccount(db, sub);
      return row && toAccount(row);
    },
    extraTokenClaims: async (_ctx, token) => {
      if (!('accountId' in token) || !token.accountId) return undefined;
      const row = await findActiveAccount(db, token.accountId);
      if (!row) return undefined;
      const { roles, permissions } = await getUserClaims(db, row.id);
      return {
        name: displayName(row),
        email: row.email,
        [config.oidc.rolesClaim]: roles,
        [config.oidc.permissionsClaim]: permissions,
      };
    },
    // The first-party web app never sees a consent page: its grant covers whatever it asks for.
    loadExistingGrant: async (ctx) => {
      const { oidc } = ctx;
      const client = oidc.client!;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session!.grantIdFor(client.clientId);
      let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      if (!isFirstParty(client.clientId)) return grant;
      grant ??= new oidc.provider.Grant({ accountId: oidc.session!.accountId!, clientId: client.clientId });
      grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(' '));
      if (oidc.requestParamClaims.size) grant.addOIDCClaims([...oidc.requestParamClaims]);
      for (const [indicator, server] of Object.entries(oidc.resourceServers ?? {})) {
        grant.addResourceScope(indicator, server.scope);
      }
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => signInPath(interaction.uid) },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          send(ctx, logoutPage({ form, isAutomatic: Boolean(ctx.oidc.params?.id_token_hint), formTargets }));
        },
        postLogoutSuccessSource: async (ctx) => {
          send(
            ctx,
            messagePage({
              title: 'Signed out',
              message: 'You are signed out.',
              link: { href: webLogin, text: 'Sign in again' },
            }),
          );
        },
      },
      // Access tokens are RS256 JWTs for the API (docs/decisions/044-issuer-access-tokens.md).
      resourceIndicators: {
        enabled: true,
        defaultResource: () => config.oidc.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== config.oidc.audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: config.oidc.audience,
            accessTokenTTL: ttl.accessToken,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    // Refresh tokens for the web client without offline_access (which oidc-provider only honours
    // with prompt=consent); all of them end with the issuer session, so logout ends them too.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    expiresWithSession: () => true,
    rotateRefreshToken: true,
    ttl: {
      AccessToken: ttl.accessToken,
      AuthorizationCode: ttl.authorizationCode,
      IdToken: ttl.idToken,
      // Rotation hands on what is left of the chain, so a chain never outlives `ttl.refreshToken`.
      RefreshToken: (ctx) => {
        const previous = ctx?.oidc?.entities.RotatedRefreshToken;
        return previous ? Math.max(previous.remainingTTL, 1) : ttl.refreshToken;
      },
      Session: ttl.session,
      Grant: ttl.grant,
      Interaction: ttl.interaction,
    },
    // Browsers may call discovery, token, jwks and revocation from the web app's own origins only.
    clientBasedCORS: (_ctx, origin, client) =>
      client.redirectUris?.some((uri) => URL.parse(uri)?.origin === origin) ?? false,
    renderError: async (ctx, out) => {
      const message = out.error_description ?? out.error ?? 'The sign-in request could not be completed.';
      send(
        ctx,
        messagePage({
          title: 'Sign-in problem',
          message,
          link: { href: webLogin, text: 'Back to Dispatchwise' },
        }),
      );
    },
  };

  const provider = new Provider(config.oidc.issuerUrl, configuration);
  // Behind a load balancer the public scheme and host come from X-Forwarded-*: the issuer URL is
  // fixed by configuration, the endpoint URLs in discovery follow the request.
  provider.proxy = true;
  return provider;
}
