/**
 * Values seen in earlier answers, by property name, so that an operation needing an id
 * (`promotionId`, `withdrawalId`, `messageId` ...) can be called with one the server knows. A
 * parameter takes values of its own name, or of the names in `aliases` (the contract documents
 * `gameId` as "the game's `nodeId`").
 */
export const aliases: Readonly<Record<string, readonly string[]>> = {
  gameId: ['nodeId'],
};

const maxValuesPerName = 10;
const maxDepth = 6;
const itemsPerArray = 5;

export class LinkedValues {
  readonly #values = new Map<string, (string | number)[]>();

  /** Remembers the string and number values of a successful answer's body. */
  collect(body: unknown): void {
    this.#walk(body, null, 0);
  }

  #walk(node: unknown, key: string | null, depth: number): void {
    if (depth > maxDepth || node === null || node === undefined) return;
    if (Array.isArray(node)) {
      for (const item of node.slice(0, itemsPerArray)) this.#walk(item, key, depth + 1);
      return;
    }
    if (typeof node === 'object') {
      for (const [name, value] of Object.entries(node)) this.#walk(value, name, depth + 1);
      return;
    }
    if (key === null || (typeof node !== 'string' && typeof node !== 'number') || node === '')
      return;
    const list = this.#values.get(key) ?? [];
    if (list.length < maxValuesPerName && !list.includes(node)) list.push(node);
    this.#values.set(key, list);
  }

  /** Values seen for a parameter, its own name first, then its aliases. */
  valuesFor(name: string): (string | number)[] {
    return [name, ...(aliases[name] ?? [])].flatMap((key) => this.#values.get(key) ?? []);
  }
}
