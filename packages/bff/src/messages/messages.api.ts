import type { ApiClient } from '../api/client.js';
import { numericId } from '../uploads/uploads.api.js';

// Wire shapes of the message calls (packages/api/src/messages/messages.schema.ts).

export interface MessageDto {
  id: number;
  kind: 'review_pass' | 'review_reject';
  title: string;
  content: string;
  material_id: number | null;
  is_read: 0 | 1;
  created_at: string;
}

export function getMessages(api: ApiClient, page: number, pageSize: number) {
  return api.get<{ lists: MessageDto[]; total: number; unread: number }>('/client/message/list', {
    cur_page: page,
    pageSize,
  });
}

export async function getUnreadCount(api: ApiClient) {
  return (await api.get<{ count: number }>('/client/message/unreadCount')).count;
}

/** Marks these messages read, or all of them when ids is null. */
export function markRead(api: ApiClient, ids: readonly string[] | null) {
  const path = '/client/message/read';
  return api.post<{ ids: number[]; unread: number }>(path, {
    ids: ids ? ids.map((id) => numericId(id, path, 'ids')).join(',') : 'all',
  });
}
