/**
 * A count with its noun, the noun in the plural unless the count is one: "1 page", "3 pages",
 * "2 criteria" (`plural(2, 'criterion', 'criteria')`). The one copy, on the ground floor, for the
 * site's pages, the editing screen and the scripts' reports alike (docs/decisions/078).
 */
export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
