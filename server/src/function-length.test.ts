import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * How long functions are (issue 36): no function over 80 lines and no React component over 250 (STYLE.md, habit 8),
 * in the source of every workspace. What stands today is counted per file in `test/function-length.txt`: a file may
 * only go down (then `npx vitest run -u` lowers its line), and a file not listed has none.
 */
const SERVER_SOURCE = dirname(fileURLToPath(import.meta.url));
const REPO = join(SERVER_SOURCE, "../..");
const BASELINE = join(SERVER_SOURCE, "test/function-length.txt");
const SOURCE_FOLDERS = ["server/src", "web/src", "contracts/src"];

/** The longest a piece may be, in lines from its first token to its last, comments above it not counted. */
const LIMITS = { "long-function": 80, "long-component": 250 } as const;
type Kind = keyof typeof LIMITS;

type LongPiece = { kind: Kind; file: string; name: string; line: number; lines: number };

/** Tests, their kits and the test harness are not counted: a test reads best as one story. */
const isCountedSource = (name: string) => /\.tsx?$/.test(name) && !/\.d\.ts$|\.test\.tsx?$|\.test-kit\.ts$/.test(name);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory())
      return entry.name === "node_modules" || path.endsWith("server/src/test") ? [] : sourceFiles(path);
    return isCountedSource(entry.name) ? [path] : [];
  });
}

/** The name a function goes by: its own, its variable's, its property's or method's, else where it stands. */
function nameOf(node: ts.FunctionLikeDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  let parent = node.parent;
  // `const Screen = memo(function …)` or `forwardRef((props, ref) => …)`: the variable names the wrapped function.
  while (ts.isCallExpression(parent) || ts.isParenthesizedExpression(parent) || ts.isAsExpression(parent)) {
    parent = parent.parent;
  }
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) {
    return parent.name.getText(source);
  }
  if (ts.isExportAssignment(parent)) return "default";
  // A callback: `useMutation(…)`, `app.get(…)`, named by what it is handed to.
  if (ts.isCallExpression(node.parent)) return `a callback of ${node.parent.expression.getText(source)}`;
  if (ts.isJsxExpression(node.parent) && ts.isJsxAttribute(node.parent.parent)) {
    return `the ${node.parent.parent.name.getText(source)} prop`;
  }
  return "(anonymous)";
}

function containsJsx(node: ts.Node): boolean {
  if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) return true;
  if (ts.isFunctionLike(node)) return false;
  return ts.forEachChild(node, containsJsx) ?? false;
}

/** Whether the function itself (not a function inside it) returns JSX: a React component, when named like one. */
function returnsJsx(node: ts.FunctionLikeDeclaration): boolean {
  if (!node.body) return false;
  if (!ts.isBlock(node.body)) return containsJsx(node.body);
  const returns = (child: ts.Node): boolean => {
    if (ts.isFunctionLike(child)) return false;
    if (ts.isReturnStatement(child)) return child.expression !== undefined && containsJsx(child.expression);
    return ts.forEachChild(child, returns) ?? false;
  };
  return ts.forEachChild(node.body, returns) ?? false;
}

function longPiecesOf(source: ts.SourceFile, path: string): LongPiece[] {
  const found: LongPiece[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const piece = node as ts.FunctionLikeDeclaration;
      const line = source.getLineAndCharacterOfPosition(piece.getStart(source)).line + 1;
      const lines = source.getLineAndCharacterOfPosition(piece.getEnd()).line + 2 - line;
      const name = nameOf(piece, source);
      const component = path.endsWith(".tsx") && /^[A-Z]/.test(name) && returnsJsx(piece);
      const kind: Kind = component ? "long-component" : "long-function";
      if (lines > LIMITS[kind]) found.push({ kind, file: path, name, line, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function everyLongPiece(): LongPiece[] {
  return SOURCE_FOLDERS.flatMap((folder) => sourceFiles(join(REPO, folder))).flatMap((file) => {
    const text = readFileSync(file, "utf8");
    // Parsing is most of the time: a file no longer than the limit holds no long function, so it is not parsed.
    if (text.split("\n").length <= LIMITS["long-function"]) return [];
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    return longPiecesOf(source, relative(REPO, file));
  });
}

/** "kind path" → how many. */
function countPerFile(pieces: LongPiece[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { kind, file } of pieces) counts.set(`${kind} ${file}`, (counts.get(`${kind} ${file}`) ?? 0) + 1);
  return counts;
}

const render = (counts: Map<string, number>) =>
  `${[...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, count]) => `${count} ${key}`)
    .join("\n")}\n`;

function parse(text: string): Map<string, number> {
  return new Map(
    text
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const [count, ...key] = line.split(" ");
        return [key.join(" "), Number(count)] as const;
      }),
  );
}

describe("how long functions are", () => {
  it("grows nowhere: no file has more functions over 80 lines, or components over 250, than it had", async () => {
    const allowed = parse(readFileSync(BASELINE, "utf8"));
    const pieces = everyLongPiece();
    const now = countPerFile(pieces);
    const grown = [...now]
      .filter(([key, count]) => count > (allowed.get(key) ?? 0))
      .flatMap(([key, count]) => [
        `${key}: ${count} (allowed ${allowed.get(key) ?? 0})`,
        ...pieces
          .filter((piece) => `${piece.kind} ${piece.file}` === key)
          .map((piece) => `  ${piece.name} at line ${piece.line}: ${piece.lines} lines`),
      ]);
    // Checked before the file is redrawn, so `-u` lowers it but cannot raise it.
    expect(grown).toEqual([]);
    await expect(render(now)).toMatchFileSnapshot(BASELINE);
  });

  it("counts what it says it counts", () => {
    const body = (lines: number) => Array.from({ length: lines - 2 }, (_, index) => `  use(${index});`).join("\n");
    const file = join(REPO, "web/src/sample.tsx");
    const text = [
      `export function Short() {\n${body(80)}\n}`,
      `export const long = async () => {\n${body(81)}\n};`,
      `export function Screen() {\n${body(249)}\n  return <div />;\n}`,
      `export function Page() {\n${body(251)}\n  return cond ? <div /> : null;\n}`,
      `class Store {\n  load() {\n${body(81)}\n  }\n}`,
    ].join("\n");
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const found = longPiecesOf(source, "web/src/sample.tsx").map(({ kind, name, lines }) => `${kind} ${name} ${lines}`);
    expect(found).toEqual(["long-function long 81", "long-component Page 252", "long-function load 81"]);
  });
});
