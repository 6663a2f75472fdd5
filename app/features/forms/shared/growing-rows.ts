/**
 * The rows an editor of several values shows (times to meet, positions): what
 * the form holds, at least `first` of them, and once every one has a value
 * one more, up to `max`. The same rows in the server's HTML and once the
 * island runs (decision 0040); nothing is removed, an empty row is not sent.
 */
export function growingRows<Row>(rows: readonly Row[], { first, max, empty, filled }: GrowingRows<Row>): Row[] {
  const shown = [...rows, ...Array.from({ length: Math.max(first - rows.length, 0) }, empty)];
  return shown.every(filled) && shown.length < max ? [...shown, empty()] : shown;
}

interface GrowingRows<Row> {
  first: number;
  max: number;
  empty: () => Row;
  filled: (row: Row) => boolean;
}
