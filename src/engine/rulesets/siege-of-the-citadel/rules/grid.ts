/**
 * The square grid of a mission, when the GM enters one (mission `grid`): squares, board sections, walls.
 * Geometry is exact (integers and rational comparisons), so a line through a corner is decided the same way
 * on every machine.
 *
 * - A square is named like a chess square: column letters a, b, … z, aa, ab … and the row number from 1 at the
 *   top (`c4` = x 2, y 3).
 * - `rows[y][x]` is the section id of the square (one character) or `.` for no square (outside the board or
 *   the citadel itself, which is solid).
 * - A wall is a straight, axis-aligned segment between grid corners `[x1, y1, x2, y2]` (corner (0,0) is the
 *   top-left corner of `a1`).
 */

export interface Square {
  x: number;
  y: number;
}

export interface GridData {
  width: number;
  height: number;
  rows: string[];
  walls: [number, number, number, number][];
}

export interface GridIndex {
  width: number;
  height: number;
  /** Section id of a square, or null (no square there). */
  sectionAt(x: number, y: number): string | null;
  /** True when a wall lies along the unit edge between two orthogonally adjacent squares. */
  wallBetween(a: Square, b: Square): boolean;
  walls: [number, number, number, number][];
  /** Every square of a section, in reading order (top row first, left to right). */
  squaresOf(section: string): Square[];
}

export const VOID = '.';

export function columnLabel(x: number): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return x < 26 ? letters[x]! : `${letters[Math.floor(x / 26) - 1]!}${letters[x % 26]!}`;
}

export function squareLabel(square: Square): string {
  return `${columnLabel(square.x)}${square.y + 1}`;
}

/** `c4` → { x: 2, y: 3 }; null when not a square label (never throws). */
export function parseSquare(label: string): Square | null {
  const match = /^([a-z]{1,2})([0-9]{1,2})$/.exec(label.trim().toLowerCase());
  if (!match) return null;
  const letters = match[1]!;
  const x = letters.length === 1 ? letters.charCodeAt(0) - 97 : (letters.charCodeAt(0) - 96) * 26 + (letters.charCodeAt(1) - 97);
  const y = Number(match[2]) - 1;
  if (y < 0) return null;
  return { x, y };
}

export const sameSquare = (a: Square, b: Square): boolean => a.x === b.x && a.y === b.y;
export const squareKey = (s: Square): string => `${s.x},${s.y}`;
export const chebyshev = (a: Square, b: Square): number => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

/** The eight neighbours clockwise from north: N, NE, E, SE, S, SW, W, NW. */
export const NEIGHBOUR_OFFSETS: readonly [number, number][] = [
  [0, -1],
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
];

export function indexGrid(grid: GridData): GridIndex {
  const horizontal = new Set<string>(); // unit edge from corner (x,y) to (x+1,y)
  const vertical = new Set<string>(); // unit edge from corner (x,y) to (x,y+1)
  for (const [x1, y1, x2, y2] of grid.walls) {
    if (y1 === y2) for (let x = Math.min(x1, x2); x < Math.max(x1, x2); x++) horizontal.add(`${x},${y1}`);
    else if (x1 === x2) for (let y = Math.min(y1, y2); y < Math.max(y1, y2); y++) vertical.add(`${x1},${y}`);
  }
  const sectionAt = (x: number, y: number): string | null => {
    if (x < 0 || y < 0 || x >= grid.width || y >= grid.height) return null;
    const ch = grid.rows[y]?.[x];
    return ch === undefined || ch === VOID ? null : ch;
  };
  const squares = new Map<string, Square[]>();
  for (let y = 0; y < grid.height; y++) {
    for (let x = 0; x < grid.width; x++) {
      const section = sectionAt(x, y);
      if (section === null) continue;
      const list = squares.get(section) ?? [];
      list.push({ x, y });
      squares.set(section, list);
    }
  }
  return {
    width: grid.width,
    height: grid.height,
    sectionAt,
    walls: grid.walls,
    squaresOf: (section) => [...(squares.get(section) ?? [])],
    wallBetween(a, b) {
      if (a.y === b.y && Math.abs(a.x - b.x) === 1) return vertical.has(`${Math.max(a.x, b.x)},${a.y}`);
      if (a.x === b.x && Math.abs(a.y - b.y) === 1) return horizontal.has(`${a.x},${Math.max(a.y, b.y)}`);
      return false;
    },
  };
}

export const isSquare = (grid: GridIndex, s: Square): boolean => grid.sectionAt(s.x, s.y) !== null;

/** An orthogonal step between two squares is open: both are squares and no wall lies between them. */
function orthogonalOpen(grid: GridIndex, a: Square, b: Square): boolean {
  return isSquare(grid, a) && isSquare(grid, b) && !grid.wallBetween(a, b);
}

/**
 * Two neighbouring squares touch (a step or a close-combat blow may pass between them): orthogonal neighbours
 * when no wall lies between them; diagonal neighbours when at least one of the two L-shaped routes through
 * the squares beside them is open (figures on those squares do not matter: "du får gå diagonalt mellan två
 * figurer"), so a wall running through the shared corner blocks and the end of a wall does not.
 */
export function touching(grid: GridIndex, a: Square, b: Square): boolean {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  if (Math.max(Math.abs(dx), Math.abs(dy)) !== 1) return false;
  if (!isSquare(grid, a) || !isSquare(grid, b)) return false;
  if (dx === 0 || dy === 0) return orthogonalOpen(grid, a, b);
  const viaX = { x: a.x + dx, y: a.y };
  const viaY = { x: a.x, y: a.y + dy };
  return (orthogonalOpen(grid, a, viaX) && orthogonalOpen(grid, viaX, b)) || (orthogonalOpen(grid, a, viaY) && orthogonalOpen(grid, viaY, b));
}

// ---- exact line geometry in doubled coordinates: a square's centre is (2x+1, 2y+1), a corner (2x, 2y) ----

/** A rational number num/den with den > 0. */
interface Frac {
  num: number;
  den: number;
}
const frac = (num: number, den: number): Frac => (den < 0 ? { num: -num, den: -den } : { num, den });
const lt = (a: Frac, b: Frac): boolean => a.num * b.den < b.num * a.den;
const minF = (a: Frac, b: Frac): Frac => (lt(a, b) ? a : b);
const maxF = (a: Frac, b: Frac): Frac => (lt(a, b) ? b : a);

/**
 * The open interval of t in which the segment P(t) = A + t·D (doubled coordinates) is strictly inside the
 * open square s; null when it never is.
 */
function interiorInterval(A: [number, number], D: [number, number], s: Square): { enter: Frac; exit: Frac } | null {
  let enter: Frac = frac(-1_000_000, 1);
  let exit: Frac = frac(1_000_000, 1);
  const bounds: [number, number, number, number][] = [
    [A[0], D[0], 2 * s.x, 2 * s.x + 2],
    [A[1], D[1], 2 * s.y, 2 * s.y + 2],
  ];
  for (const [a, d, lo, hi] of bounds) {
    if (d === 0) {
      if (!(lo < a && a < hi)) return null;
      continue;
    }
    const t1 = frac(lo - a, d);
    const t2 = frac(hi - a, d);
    enter = maxF(enter, minF(t1, t2));
    exit = minF(exit, maxF(t1, t2));
  }
  return lt(enter, exit) ? { enter, exit } : null;
}

function orientation(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  return Math.sign((bx - ax) * (cy - ay) - (by - ay) * (cx - ax));
}

function onSegment(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): boolean {
  return Math.min(ax, bx) <= cx && cx <= Math.max(ax, bx) && Math.min(ay, by) <= cy && cy <= Math.max(ay, by);
}

/** The closed segments PQ and RS meet (touching counts). */
function segmentsMeet(p: [number, number], q: [number, number], r: [number, number], s: [number, number]): boolean {
  const o1 = orientation(p[0], p[1], q[0], q[1], r[0], r[1]);
  const o2 = orientation(p[0], p[1], q[0], q[1], s[0], s[1]);
  const o3 = orientation(r[0], r[1], s[0], s[1], p[0], p[1]);
  const o4 = orientation(r[0], r[1], s[0], s[1], q[0], q[1]);
  if (o1 !== o2 && o3 !== o4) return true;
  if (o1 === 0 && onSegment(p[0], p[1], q[0], q[1], r[0], r[1])) return true;
  if (o2 === 0 && onSegment(p[0], p[1], q[0], q[1], s[0], s[1])) return true;
  if (o3 === 0 && onSegment(r[0], r[1], s[0], s[1], p[0], p[1])) return true;
  if (o4 === 0 && onSegment(r[0], r[1], s[0], s[1], q[0], q[1])) return true;
  return false;
}

const centre = (s: Square): [number, number] => [2 * s.x + 1, 2 * s.y + 1];

/** The first wall the segment from→to (doubled coordinates) touches, as the parameter t of the touch; null if none. */
function crossesWall(grid: GridIndex, from: [number, number], to: [number, number]): boolean {
  return grid.walls.some(([x1, y1, x2, y2]) => segmentsMeet(from, to, [2 * x1, 2 * y1], [2 * x2, 2 * y2]));
}

/**
 * Free line of sight (seed "FRI SIKT"): the straight line between the centres of the two squares passes
 * through no wall (touching a wall, even its end, blocks), no square that is not part of the board, and no
 * square holding another figure; a line passing exactly through the corner between two occupied squares
 * passes ("Går linjen diagonalt mellan två rutor med figurer i är sikten fri").
 */
export function lineOfSight(grid: GridIndex, a: Square, b: Square, occupied: ReadonlySet<string>): boolean {
  if (sameSquare(a, b)) return true;
  const A = centre(a);
  const B = centre(b);
  if (crossesWall(grid, A, B)) return false;
  const D: [number, number] = [B[0] - A[0], B[1] - A[1]];
  for (let y = Math.min(a.y, b.y); y <= Math.max(a.y, b.y); y++) {
    for (let x = Math.min(a.x, b.x); x <= Math.max(a.x, b.x); x++) {
      const s = { x, y };
      if (sameSquare(s, a) || sameSquare(s, b)) continue;
      if (interiorInterval(A, D, s) === null) continue;
      if (!isSquare(grid, s) || occupied.has(squareKey(s))) return false;
    }
  }
  return true;
}

/**
 * The line of fire of a Gehenna Puker (seed "SPECIALVAPEN"): from the attacker's centre through the centre
 * of the aimed square, on to `range` squares (counted as moves, so the line ends where it is `range` squares
 * away), stopped by the first wall or the first square that is not part of the board. Figures do not stop
 * it. Returns every square the line passes through, nearest first (the attacker's own square excluded).
 */
export function lineOfFire(grid: GridIndex, from: Square, aim: Square, range: number): Square[] {
  if (sameSquare(from, aim)) return [];
  const A = centre(from);
  const D0: [number, number] = [2 * (aim.x - from.x), 2 * (aim.y - from.y)];
  const steps = Math.max(Math.abs(aim.x - from.x), Math.abs(aim.y - from.y));
  // The segment ends at t = range / steps (in units of the aim vector).
  const tEnd = frac(range, steps);
  // Scale to integers: P(t) = A + t·D0 for t in [0, tEnd]; the far end is A + D0·range/steps.
  const far: [number, number] = [A[0] * steps + D0[0] * range, A[1] * steps + D0[1] * range];
  const near: [number, number] = [A[0] * steps, A[1] * steps];
  // The first wall touch along the line, as t (0..tEnd), found on the scaled segment.
  let block: Frac = tEnd;
  for (const [x1, y1, x2, y2] of grid.walls) {
    const r: [number, number] = [2 * x1 * steps, 2 * y1 * steps];
    const s: [number, number] = [2 * x2 * steps, 2 * y2 * steps];
    if (!segmentsMeet(near, far, r, s)) continue;
    const t = wallTouch(A, D0, [2 * x1, 2 * y1], [2 * x2, 2 * y2]);
    if (t !== null) block = minF(block, t);
  }
  const hits: { square: Square; enter: Frac }[] = [];
  const reach = range + 1;
  for (let y = from.y - reach; y <= from.y + reach; y++) {
    for (let x = from.x - reach; x <= from.x + reach; x++) {
      const s = { x, y };
      if (sameSquare(s, from)) continue;
      if (chebyshev(s, from) > range) continue;
      const interval = interiorInterval(A, D0, s);
      if (interval === null || !lt(frac(0, 1), interval.exit) || !lt(interval.enter, tEnd)) continue;
      hits.push({ square: s, enter: maxF(interval.enter, frac(0, 1)) });
    }
  }
  hits.sort((p, q) => (lt(p.enter, q.enter) ? -1 : lt(q.enter, p.enter) ? 1 : 0));
  const out: Square[] = [];
  for (const { square, enter } of hits) {
    if (!lt(enter, block)) break;
    if (!isSquare(grid, square)) break;
    out.push(square);
  }
  return out;
}

/** t at which A + t·D first touches the wall segment RS (axis-aligned), or null. */
function wallTouch(A: [number, number], D: [number, number], R: [number, number], S: [number, number]): Frac | null {
  if (R[0] === S[0]) {
    // vertical wall x = R0
    if (D[0] === 0) return null;
    const t = frac(R[0] - A[0], D[0]);
    if (t.num < 0) return null;
    // y at t: A1 + t·D1 must lie within [min, max] of the wall: (A1·den + num·D1) between min·den and max·den.
    const y = A[1] * t.den + t.num * D[1];
    return Math.min(R[1], S[1]) * t.den <= y && y <= Math.max(R[1], S[1]) * t.den ? t : null;
  }
  if (D[1] === 0) return null;
  const t = frac(R[1] - A[1], D[1]);
  if (t.num < 0) return null;
  const x = A[0] * t.den + t.num * D[0];
  return Math.min(R[0], S[0]) * t.den <= x && x <= Math.max(R[0], S[0]) * t.den ? t : null;
}

/**
 * A Violator sweep (seed "SPECIALVAPEN"): the blade goes round the attacker from the neighbouring square
 * `start`, clockwise or counter-clockwise, through the eight surrounding squares, and stops at the first square
 * it cannot reach (a wall between, or no square: "Anfallet tar slut när svärdet slår emot en vägg").
 * Returns the squares swept, in order.
 */
export function sweepArc(grid: GridIndex, from: Square, start: Square, direction: 'cw' | 'ccw'): Square[] {
  const first = NEIGHBOUR_OFFSETS.findIndex(([dx, dy]) => from.x + dx === start.x && from.y + dy === start.y);
  if (first < 0) return [];
  const out: Square[] = [];
  for (let i = 0; i < 8; i++) {
    const k = direction === 'cw' ? (first + i) % 8 : (first - i + 8) % 8;
    const [dx, dy] = NEIGHBOUR_OFFSETS[k]!;
    const s = { x: from.x + dx, y: from.y + dy };
    if (!touching(grid, from, s)) break;
    out.push(s);
  }
  return out;
}

/** The squares round a grenade's target square that no wall protects (seed: "som inte skyddas av väggar"). */
export function blastRing(grid: GridIndex, target: Square): Square[] {
  return NEIGHBOUR_OFFSETS.map(([dx, dy]) => ({ x: target.x + dx, y: target.y + dy })).filter((s) => touching(grid, target, s));
}
