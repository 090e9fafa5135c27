import type es from '@/messages/es.json';

/** The catalogs' shape. Spanish is the reference; a parity test keeps en and pt on its keys. */
export type Messages = typeof es;

/** The keys of a catalog group that name its items (every key but the group's own title/intro). */
export type ItemKey<Group> = Exclude<keyof Group, 'title' | 'intro'> & string;

type PageMessages = {title: string; meta: {title: string; description: string}};

/** A catalog namespace holding a page's title and meta texts (`Fees`, `Content.scientificWork`). */
export type PageNamespace =
  | {[K in keyof Messages]: Messages[K] extends PageMessages ? K : never}[keyof Messages]
  | {
      [K in keyof Messages['Content']]: Messages['Content'][K] extends PageMessages ? `Content.${K & string}` : never;
    }[keyof Messages['Content']];
