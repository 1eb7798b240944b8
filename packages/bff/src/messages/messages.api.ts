import type { ApiClient } from '../api/client.js';
import type { ApiData } from '../api/contract.js';
import { UnsendableArgument } from '../errors.js';
import { joinIds } from '../api/id-list.js';

// Wire shapes of the message calls, read from the api's schemas (api/contract.ts).
export type MessageDto = ApiData<'/client/message/list', 'get'>['lists'][number];

export function getMessages(api: ApiClient, page: number, pageSize: number) {
  return api.get('/client/message/list', {
    cur_page: page,
    pageSize,
  });
}

export async function getUnreadCount(api: ApiClient) {
  return (await api.get('/client/message/unreadCount')).count;
}

/** Marks these messages read, or all of them when ids is null. */
export function markRead(api: ApiClient, ids: readonly string[] | null) {
  const joined = ids ? joinIds(ids, ',', 'ids') : 'all';
  // 'all' is the wire's word for every message: an id spelled so would mark them all.
  if (ids && joined.trim() === 'all') throw new UnsendableArgument('ids');
  return api.post('/client/message/read', { ids: joined });
}
