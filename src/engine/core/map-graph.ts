/**
 * A map as a graph, the one shape every ruleset's map takes (after godip's `graph.Graph`): nodes named by id in
 * the data's order, undirected edges given as data, each edge optionally carrying a value (a Lords of Chaos
 * Cadian Gate). Built once from the data; every list it returns is in node order, so every loop over it is
 * stable. Self-loops, edges naming an unknown node and repeated edges are left out (each ruleset's setup check
 * reports them as problems); a repeated edge's values are merged.
 *
 * The members are own properties, so a ruleset's index can extend the graph: `{ ...mapGraph(ids, edges), byId }`.
 */
export type EdgeInput<E> = readonly [string, string] | readonly [string, string, E];

export interface GraphEdge<E> {
  /** The ends as the data first lists the edge. */
  readonly from: string;
  readonly to: string;
  readonly value: E;
}

export interface MapGraph<E = undefined> {
  /** Node ids in data order (a repeated id is kept once, at its first place). */
  readonly nodes: readonly string[];
  /** Each node's neighbours, in node order. */
  readonly neighbours: ReadonlyMap<string, readonly string[]>;
  /** Each edge once, in the order the data first lists it. */
  readonly edges: readonly GraphEdge<E>[];
  has(id: string): boolean;
  /** The node's place in `nodes`, -1 when it is not a node. */
  position(id: string): number;
  adjacent(a: string, b: string): boolean;
  /** The value of the edge a–b (either direction), undefined when there is no such edge. */
  edge(a: string, b: string): E | undefined;
  /** The nodes among `ids`, each once, in node order (ids that are not nodes are dropped). */
  inOrder(ids: Iterable<string>): string[];
  /**
   * Nodes reachable from `from` in 1 to `steps` steps, in node order, never `from` itself. A step enters a node
   * only when `enter` allows it, and moves on from a node only when `pass` allows it (both default to yes).
   */
  within(from: string | Iterable<string>, steps: number, rules?: { enter?: (id: string) => boolean; pass?: (id: string) => boolean }): string[];
}

export function mapGraph<E = undefined>(
  nodeIds: Iterable<string>,
  edgeList: Iterable<EdgeInput<E>>,
  merge: (first: E, again: E) => E = (first) => first,
): MapGraph<E> {
  const position = new Map<string, number>();
  for (const id of nodeIds) if (!position.has(id)) position.set(id, position.size);
  const nodes = [...position.keys()];
  const values = new Map<string, Map<string, E>>(nodes.map((id) => [id, new Map()]));
  const edges: GraphEdge<E>[] = [];
  const firstEdge = new Map<string, number>();
  for (const edge of edgeList) {
    const [from, to] = edge;
    if (from === to || !position.has(from) || !position.has(to)) continue;
    const key = position.get(from)! < position.get(to)! ? `${from}\u0000${to}` : `${to}\u0000${from}`;
    const known = firstEdge.get(key);
    const value = (edge.length === 3 ? edge[2] : undefined) as E;
    const merged = known === undefined ? value : merge(edges[known]!.value, value);
    if (known === undefined) {
      firstEdge.set(key, edges.length);
      edges.push({ from, to, value });
    } else edges[known] = { ...edges[known]!, value: merged };
    values.get(from)!.set(to, merged);
    values.get(to)!.set(from, merged);
  }
  const byPosition = (a: string, b: string) => position.get(a)! - position.get(b)!;
  const neighbours = new Map(nodes.map((id) => [id, [...values.get(id)!.keys()].sort(byPosition)] as const));
  const inOrder = (ids: Iterable<string>) => [...new Set(ids)].filter((id) => position.has(id)).sort(byPosition);
  return {
    nodes,
    neighbours,
    edges,
    has: (id) => position.has(id),
    position: (id) => position.get(id) ?? -1,
    adjacent: (a, b) => values.get(a)?.has(b) ?? false,
    edge: (a, b) => values.get(a)?.get(b),
    inOrder,
    within(from, steps, rules = {}) {
      const starts = new Set(typeof from === 'string' ? [from] : from);
      const reached = new Set<string>();
      let frontier = [...starts];
      for (let step = 1; step <= steps && frontier.length > 0; step++) {
        const next: string[] = [];
        for (const node of frontier) {
          for (const other of neighbours.get(node) ?? []) {
            if (starts.has(other) || reached.has(other) || !(rules.enter?.(other) ?? true)) continue;
            reached.add(other);
            if (rules.pass?.(other) ?? true) next.push(other);
          }
        }
        frontier = next;
      }
      return inOrder(reached);
    },
  };
}
