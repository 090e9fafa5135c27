import {optionsFromEnv} from '@/lib/rhia/handler';
import {withHostDefaults} from '@/supabase/functions/rhia-chat/host-env';

/**
 * The edge entry's defaults: behind Supabase's gateway every visitor reaches the function from the
 * gateway, so there it reads X-Forwarded-For unless the deployer chose otherwise; on any other
 * Deno host nothing is added and the socket address counts.
 */
const supabase = {SUPABASE_URL: 'https://project.supabase.co'};

describe('the edge function settings', () => {
  it('read the last X-Forwarded-For entry on Supabase when the deployer named no header', () => {
    expect(optionsFromEnv(withHostDefaults(supabase))).toMatchObject({clientIpHeader: 'x-forwarded-for', xffDepth: 1});
  });
  it('keep a depth the deployer set', () => {
    expect(optionsFromEnv(withHostDefaults({...supabase, RHIA_XFF_DEPTH: '2'}))).toMatchObject({
      clientIpHeader: 'x-forwarded-for',
      xffDepth: 2,
    });
  });
  it('keep a header the deployer set', () => {
    const options = optionsFromEnv(withHostDefaults({...supabase, RHIA_CLIENT_IP_HEADER: 'cf-connecting-ip'}));
    expect(options.clientIpHeader).toBe('cf-connecting-ip');
    expect(options.xffDepth).toBeUndefined();
  });
  it('add nothing on another Deno host', () => {
    expect(withHostDefaults({PORT: '8000'})).toEqual({PORT: '8000'});
    expect(optionsFromEnv(withHostDefaults({})).clientIpHeader).toBeUndefined();
  });
});
