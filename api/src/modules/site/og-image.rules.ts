import { PNG } from "pngjs";

/**
 * The raster pictures link previews and search engines take (Open Graph, Twitter, schema.org's
 * logo): drawn here with nothing but pngjs, so a preview never depends on an SVG, a font on the
 * host or a browser. A card is 1200×630 (the size Open Graph and Twitter's large card expect):
 * the portal's shield (favicon.svg's shapes) and its name, and for a course its title and facts.
 */
export const CARD = { width: 1200, height: 630 } as const;
export const LOGO_SIZE = 512;

type Rgb = readonly [number, number, number];
const NAVY: Rgb = [0x1e, 0x3a, 0x8a];
const DEEP: Rgb = [0x17, 0x25, 0x54];
const GOLD: Rgb = [0xfa, 0xcc, 0x15];
const WHITE: Rgb = [0xff, 0xff, 0xff];
const MIST: Rgb = [0xbf, 0xdb, 0xfe];

/** favicon.svg (web/public) on its 64×64 grid: the outer shield, its gold rim, its field, the star. */
const SHIELD: readonly [string, Rgb][] = [
  ["M32 3 7 12v18c0 15.5 10.6 27.6 25 31 14.4-3.4 25-15.5 25-31V12z", NAVY],
  ["M32 8.5 12 15.7V30c0 12.6 8.4 22.5 20 25.6C43.6 52.5 52 42.6 52 30V15.7z", GOLD],
  ["M32 12.5 16 18.3V30c0 10.5 6.8 18.8 16 21.5 9.2-2.7 16-11 16-21.5V18.3z", NAVY],
  ["m32 19 3.5 7.2 7.9 1.1-5.7 5.6 1.3 7.8L32 37l-7 3.7 1.3-7.8-5.7-5.6 7.9-1.1z", GOLD],
];

type Point = readonly [number, number];

/** An SVG path of M, L, H, V, C and Z (absolute or relative) as polygons, its curves flattened. */
function polygons(path: string): Point[][] {
  const tokens = path.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
  const shapes: Point[][] = [];
  let shape: Point[] = [];
  let at: Point = [0, 0];
  let command = "";
  let i = 0;
  const number = () => Number(tokens[i++]);
  while (i < tokens.length) {
    if (/[a-zA-Z]/.test(tokens[i])) command = tokens[i++];
    const relative = command === command.toLowerCase();
    const [x0, y0] = relative ? at : [0, 0];
    switch (command.toUpperCase()) {
      case "M":
        if (shape.length) shapes.push(shape);
        at = [x0 + number(), y0 + number()];
        shape = [at];
        command = relative ? "l" : "L"; // pairs after a move are lines
        break;
      case "L":
        at = [x0 + number(), y0 + number()];
        shape.push(at);
        break;
      case "H":
        at = [(relative ? at[0] : 0) + number(), at[1]];
        shape.push(at);
        break;
      case "V":
        at = [at[0], (relative ? at[1] : 0) + number()];
        shape.push(at);
        break;
      case "C": {
        const [a, b, c] = [0, 1, 2].map((): Point => [x0 + number(), y0 + number()]);
        const from = at;
        for (let step = 1; step <= 16; step++) {
          const t = step / 16;
          const u = 1 - t;
          const mix = (k: 0 | 1) =>
            u * u * u * from[k] + 3 * u * u * t * a[k] + 3 * u * t * t * b[k] + t * t * t * c[k];
          shape.push([mix(0), mix(1)]);
        }
        at = c;
        break;
      }
      case "Z":
        if (shape.length) shapes.push(shape);
        at = shape[0] ?? at;
        shape = [];
        break;
      default:
        throw new Error(`Unsupported path command ${command}`);
    }
  }
  if (shape.length) shapes.push(shape);
  return shapes;
}

/** A picture being drawn: RGB pixels, opaque. */
class Canvas {
  readonly png: PNG;
  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.png = new PNG({ width, height, colorType: 2 });
    this.png.data.fill(Buffer.from([...background, 255]));
  }

  /** Blends `color` over the pixel at (x, y) by `alpha` (0..1). */
  blend(x: number, y: number, color: Rgb, alpha: number) {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || alpha <= 0) return;
    const p = (y * this.width + x) * 4;
    for (let k = 0; k < 3; k++) {
      this.png.data[p + k] = Math.round(this.png.data[p + k] * (1 - alpha) + color[k] * alpha);
    }
  }

  rect(x: number, y: number, w: number, h: number, color: Rgb) {
    for (let row = y; row < y + h; row++) {
      for (let col = x; col < x + w; col++) this.blend(col, row, color, 1);
    }
  }

  /** Fills a polygon (even-odd), anti-aliased by 4×4 samples a pixel. */
  fill(polygon: readonly Point[], color: Rgb) {
    const ys = polygon.map(([, y]) => y);
    const top = Math.max(0, Math.floor(Math.min(...ys)));
    const bottom = Math.min(this.height - 1, Math.ceil(Math.max(...ys)));
    const xs = polygon.map(([x]) => x);
    const from = Math.max(0, Math.floor(Math.min(...xs)));
    const to = Math.min(this.width - 1, Math.ceil(Math.max(...xs)));
    const coverage = new Float32Array(this.width);
    for (let row = top; row <= bottom; row++) {
      coverage.fill(0);
      for (let sub = 0; sub < 4; sub++) {
        const y = row + (sub + 0.5) / 4;
        const crossings: number[] = [];
        polygon.forEach(([ax, ay], index) => {
          const [bx, by] = polygon[(index + 1) % polygon.length];
          if (ay <= y !== by <= y) crossings.push(ax + ((y - ay) / (by - ay)) * (bx - ax));
        });
        crossings.sort((a, b) => a - b);
        for (let k = 0; k + 1 < crossings.length; k += 2) {
          const first = Math.max(0, Math.ceil(crossings[k] * 4 - 0.5));
          const last = Math.min(this.width * 4 - 1, Math.floor(crossings[k + 1] * 4 - 0.5));
          for (let s = first; s <= last; s++) coverage[s >> 2] += 1 / 16;
        }
      }
      for (let col = from; col <= to; col++)
        this.blend(col, row, color, Math.min(1, coverage[col]));
    }
  }

  /** The shield at (x, y), `size` pixels tall and wide. */
  shield(x: number, y: number, size: number) {
    const scale = size / 64;
    for (const [path, color] of SHIELD) {
      for (const polygon of polygons(path)) {
        this.fill(
          polygon.map(([px, py]) => [x + px * scale, y + py * scale] as const),
          color,
        );
      }
    }
  }

  /** `text` in the block letters below, each dot `dot` pixels, from (x, y); its width. */
  text(text: string, x: number, y: number, dot: number, color: Rgb): number {
    let left = x;
    for (const char of text) {
      const glyph = GLYPHS.get(char);
      if (!glyph) continue;
      glyph.forEach((bits, row) => {
        for (let col = 0; col < 5; col++) {
          if (bits & (0b10000 >> col)) {
            this.rect(left + col * dot, y + row * dot, dot, dot, color);
          }
        }
      });
      left += 6 * dot;
    }
    return left - x;
  }

  encode(): Buffer {
    // One filter for every row (Up: a row like the one above becomes zeros) rather than pngjs's
    // trial of all five per row, which takes several times as long.
    return PNG.sync.write(this.png, { colorType: 2, filterType: 2 });
  }
}

/** A 5×7 block alphabet: each row's five dots, the leftmost the highest bit. */
const GLYPHS = new Map<string, readonly number[]>(
  Object.entries({
    A: [14, 17, 17, 31, 17, 17, 17],
    B: [30, 17, 17, 30, 17, 17, 30],
    C: [14, 17, 16, 16, 16, 17, 14],
    D: [30, 17, 17, 17, 17, 17, 30],
    E: [31, 16, 16, 30, 16, 16, 31],
    F: [31, 16, 16, 30, 16, 16, 16],
    G: [14, 17, 16, 23, 17, 17, 15],
    H: [17, 17, 17, 31, 17, 17, 17],
    I: [14, 4, 4, 4, 4, 4, 14],
    J: [7, 2, 2, 2, 2, 18, 12],
    K: [17, 18, 20, 24, 20, 18, 17],
    L: [16, 16, 16, 16, 16, 16, 31],
    M: [17, 27, 21, 21, 17, 17, 17],
    N: [17, 17, 25, 21, 19, 17, 17],
    O: [14, 17, 17, 17, 17, 17, 14],
    P: [30, 17, 17, 30, 16, 16, 16],
    Q: [14, 17, 17, 17, 21, 18, 13],
    R: [30, 17, 17, 30, 20, 18, 17],
    S: [15, 16, 16, 14, 1, 1, 30],
    T: [31, 4, 4, 4, 4, 4, 4],
    U: [17, 17, 17, 17, 17, 17, 14],
    V: [17, 17, 17, 17, 17, 10, 4],
    W: [17, 17, 17, 21, 21, 21, 10],
    X: [17, 17, 10, 4, 10, 17, 17],
    Y: [17, 17, 10, 4, 4, 4, 4],
    Z: [31, 1, 2, 4, 8, 16, 31],
    "0": [14, 17, 19, 21, 25, 17, 14],
    "1": [4, 12, 4, 4, 4, 4, 14],
    "2": [14, 17, 1, 2, 4, 8, 31],
    "3": [31, 2, 4, 2, 1, 17, 14],
    "4": [2, 6, 10, 18, 31, 2, 2],
    "5": [31, 16, 30, 1, 1, 17, 14],
    "6": [6, 8, 16, 30, 17, 17, 14],
    "7": [31, 1, 2, 4, 8, 8, 8],
    "8": [14, 17, 17, 14, 17, 17, 14],
    "9": [14, 17, 17, 15, 1, 2, 12],
    " ": [0, 0, 0, 0, 0, 0, 0],
    ".": [0, 0, 0, 0, 0, 12, 12],
    ",": [0, 0, 0, 0, 12, 4, 8],
    ":": [0, 12, 12, 0, 12, 12, 0],
    "-": [0, 0, 0, 31, 0, 0, 0],
    "'": [12, 4, 8, 0, 0, 0, 0],
    '"': [10, 10, 0, 0, 0, 0, 0],
    "&": [12, 18, 20, 8, 21, 18, 13],
    "/": [0, 1, 2, 4, 8, 16, 0],
    "(": [2, 4, 8, 8, 8, 4, 2],
    ")": [8, 4, 2, 2, 2, 4, 8],
    $: [4, 15, 20, 14, 5, 30, 4],
    "!": [4, 4, 4, 4, 4, 0, 4],
    "?": [14, 17, 1, 2, 4, 0, 4],
    "#": [10, 10, 31, 10, 31, 10, 10],
    "+": [0, 4, 4, 31, 4, 4, 0],
    "%": [24, 25, 2, 4, 8, 19, 3],
  }),
);

/** What the block letters can draw of `text`: capitals, accents dropped, the rest a space. */
function drawable(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toUpperCase()
    .replace(/./gsu, char => (GLYPHS.has(char) ? char : " "))
    .replace(/\s+/g, " ")
    .trim();
}

/** `text` in lines of at most `width` characters, cut at words; at most `lines`, the last with "...". */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of text.split(" ").filter(Boolean)) {
    const piece = word.length > width ? `${word.slice(0, width - 3)}...` : word;
    if (!line) line = piece;
    else if (line.length + 1 + piece.length <= width) line = `${line} ${piece}`;
    else {
      out.push(line);
      line = piece;
    }
  }
  if (line) out.push(line);
  if (out.length > lines) {
    out.length = lines;
    out[lines - 1] = `${out[lines - 1].slice(0, width - 3).trimEnd()}...`;
  }
  return out;
}

/** What a card says besides the portal's name: a headline and one line of facts. */
export interface CardText {
  headline: string;
  facts: string;
}

/** A 1200×630 PNG: the shield and the portal's name on the left, the headline and facts beside. */
export function drawCard(card: CardText): Buffer {
  const canvas = new Canvas(CARD.width, CARD.height, NAVY);
  canvas.rect(0, CARD.height - 90, CARD.width, 90, DEEP);
  canvas.rect(0, CARD.height - 96, CARD.width, 6, GOLD);
  canvas.shield(70, 70, 300);
  canvas.text("GUARDIAN ACADEMY", 70, CARD.height - 66, 7, WHITE);
  // Large letters for a short headline, smaller ones (more to a line) for a long one.
  const text = drawable(card.headline);
  const large = wrap(text, 14, 3);
  const fits = large.join(" ").length === text.length;
  const headline = fits ? large : wrap(text, 19, 5);
  const dot = fits ? 8 : 6;
  const left = 430;
  let top = 90;
  for (const line of headline) {
    canvas.text(line, left, top, dot, WHITE);
    top += 9 * dot + 6;
  }
  canvas.text(wrap(drawable(card.facts), 31, 1)[0] ?? "", left, top + 24, 4, MIST);
  return canvas.encode();
}

/** The portal's shield alone, square, on white: schema.org's Organization logo. */
export function drawLogo(): Buffer {
  const canvas = new Canvas(LOGO_SIZE, LOGO_SIZE, WHITE);
  canvas.shield(16, 16, LOGO_SIZE - 32);
  return canvas.encode();
}
