/**
 * Up to two capital letters for the user panel when there is no picture: first and last word of the
 * name ("Mary Ann Smith" -> "MS"). An e-mail address stands in for a missing name, so its local part
 * is split on dots, dashes and underscores ("jane.doe@x.com" -> "JD").
 */
export const initials = (name: string | null | undefined): string => {
  const source = (name ?? '').trim().split('@', 1)[0] ?? '';
  const words = source.split(/[\s._-]+/).filter((word) => /\p{L}|\p{N}/u.test(word));
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string): string => {
    const char = Array.from(word).find((c) => /\p{L}|\p{N}/u.test(c)) ?? '';
    return char.toLocaleUpperCase('en-US');
  };
  return letter(first) + (last ? letter(last) : '');
};
