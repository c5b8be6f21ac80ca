/**
 * Where the server's review marks fall in a text: the note is shown as segments, plain or
 * marked with the index of the review item they belong to. Marks never overlap; where two
 * would, the earlier (then the longer) wins.
 */
export interface Segment {
  text: string;
  /** Index into `review.unsupported`, when this segment is a statement to check. */
  mark?: number;
}

export function markSegments(content: string, marks: { index: number; text: string }[]): Segment[] {
  const ranges: { from: number; to: number; mark: number }[] = [];
  for (const { index, text } of marks) {
    if (!text) continue;
    for (let at = content.indexOf(text); at >= 0; at = content.indexOf(text, at + text.length)) {
      ranges.push({ from: at, to: at + text.length, mark: index });
    }
  }
  ranges.sort((a, b) => a.from - b.from || b.to - a.to);
  const segments: Segment[] = [];
  let at = 0;
  for (const range of ranges) {
    if (range.from < at) continue;
    if (range.from > at) segments.push({ text: content.slice(at, range.from) });
    segments.push({ text: content.slice(range.from, range.to), mark: range.mark });
    at = range.to;
  }
  if (at < content.length || segments.length === 0) segments.push({ text: content.slice(at) });
  return segments;
}
