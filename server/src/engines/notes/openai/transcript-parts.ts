/**
 * Fitting a long visit into a model's context. Tokens are estimated without the model's
 * tokenizer: 3 characters a token over-counts English, Swedish and German and is close for
 * Finnish and Turkish, so an estimate that fits leaves room in practice.
 */
const CHARS_PER_TOKEN = 3;

export const estimateTokens = (text: string): number => Math.ceil(text.length / CHARS_PER_TOKEN);

/**
 * Splits text into parts of at most `maxTokens` estimated tokens, cutting after a sentence
 * where it can, else at a space, so no statement is cut in the middle of a word.
 */
export function splitIntoParts(text: string, maxTokens: number): string[] {
  const maxChars = Math.max(1, maxTokens * CHARS_PER_TOKEN);
  const parts: string[] = [];
  let rest = text.trim();
  while (rest.length > maxChars) {
    const window = rest.slice(0, maxChars + 1);
    const sentenceEnd = Math.max(...['. ', '? ', '! ', '\n'].map((mark) => window.lastIndexOf(mark)));
    const cut = sentenceEnd > maxChars / 2 ? sentenceEnd + 1 : window.lastIndexOf(' ') > maxChars / 2 ? window.lastIndexOf(' ') : maxChars;
    parts.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) parts.push(rest);
  return parts;
}
