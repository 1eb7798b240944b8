import type { ApiClient } from '../api/client.js';

// spec create-and-write §7: res_parh is the cut-out PNG, or "1" when cutout is switched off.
const CUTOUT_OFF = '1';

/** The cut-out picture's address, or null when this server has cutout switched off. */
export async function cutoutImage(api: ApiClient, url: string): Promise<string | null> {
  const { res_parh } = await api.get('/client/img/cutout', { path: url });
  return res_parh === CUTOUT_OFF ? null : res_parh;
}
