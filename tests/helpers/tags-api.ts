import { expect } from 'vitest';
import type { ObjectType } from '../../src/shared/objects';
import type { Client, Response } from './test-app';

/** POST /api/tags/updateTags */
export const updateTags = (c: Client, type: ObjectType, id: string, names: unknown): Promise<Response> =>
  c.post('/api/tags/updateTags', { related_object: type, related_object_id: id, tag_names: names });

/** GET /api/tags/{object}/{id}/list, asserted to answer 200. */
export async function tagsOf(c: Client, type: ObjectType, id: string): Promise<string[]> {
  const res = await c.get(`/api/tags/${type}/${id}/list`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: string[] }>().data;
}

/** GET /api/tags/{object}/listUsedTags, asserted to answer 200. */
export async function usedTagsOf(c: Client, type: ObjectType): Promise<string[]> {
  const res = await c.get(`/api/tags/${type}/listUsedTags`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: string[] }>().data;
}

/** GET /api/tags/{object}/suggest?keyword=, asserted to answer 200. */
export async function suggestionsOf(c: Client, type: ObjectType, keyword: string): Promise<string[]> {
  const res = await c.get(`/api/tags/${type}/suggest`, { keyword });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: string[] }>().data;
}

export const fieldsOf = (res: Response) => res.json<{ error: { code: string; fields?: Record<string, string> } }>().error;
