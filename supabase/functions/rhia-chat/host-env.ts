type Env = Record<string, string | undefined>;

/**
 * The settings this entry adds for its host. On Supabase every request reaches the function
 * from Supabase's API gateway, so the socket address is the gateway's and all visitors would be
 * one client. SUPABASE_URL, a default secret of every Supabase Edge Function (hosted and under
 * `supabase functions serve`), says we are there; then, unless the deployer named a header, the
 * address is read from X-Forwarded-For, its last entry (RHIA_XFF_DEPTH 1), the one the gateway
 * appends. Supabase does not publish which of its proxies append to that header (its own
 * "location" example reads X-Forwarded-For), so check it once after deploying and set
 * RHIA_XFF_DEPTH if more than one trusted hop appends. Elsewhere (a plain Deno host) nothing is
 * added: the socket address counts, and a proxy in front needs RHIA_CLIENT_IP_HEADER.
 */
export function withHostDefaults(env: Env): Env {
  if (!env.SUPABASE_URL || env.RHIA_CLIENT_IP_HEADER?.trim()) return env;
  return {...env, RHIA_CLIENT_IP_HEADER: 'x-forwarded-for', RHIA_XFF_DEPTH: env.RHIA_XFF_DEPTH?.trim() || '1'};
}
