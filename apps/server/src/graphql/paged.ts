import type { ObjectRef } from '@pothos/core';
import { type BuilderTypes, builder } from './builder';

export type Paged<T> = { objects: T[]; page: number; numPages: number; totalCount: number };

/** `{ objects, page, numPages, totalCount }`, the shape of every paged list. */
export function pagedType<T>(name: string, item: ObjectRef<BuilderTypes, T>) {
  return builder.objectRef<Paged<T>>(name).implement({
    fields: (t) => ({
      objects: t.field({ type: [item], resolve: (paged) => paged.objects }),
      page: t.exposeInt('page'),
      numPages: t.exposeInt('numPages'),
      totalCount: t.exposeInt('totalCount'),
    }),
  });
}

/** Pages are 1-based; a page past the end answers an empty list with the true page count. */
export function pageWindow(page: number | null | undefined, pageSize: number) {
  const current = Math.max(1, page ?? 1);
  return { page: current, limit: pageSize, offset: (current - 1) * pageSize };
}

export function toPaged<T>(objects: T[], totalCount: number, page: number, pageSize: number): Paged<T> {
  return { objects, page, numPages: Math.max(1, Math.ceil(totalCount / pageSize)), totalCount };
}
