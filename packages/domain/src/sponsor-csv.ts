/** The first column of each CSV line, unquoted (RFC 4180 quotes), trimmed. Blank lines give ''. */
export function csvFirstColumn(text: string): string[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  return lines.map((line) => {
    if (!line.trimStart().startsWith('"')) return (line.split(/[,;\t]/)[0] ?? '').trim();
    const body = line.trimStart().slice(1);
    let value = '';
    for (let i = 0; i < body.length; i++) {
      const char = body[i];
      if (char === '"') {
        if (body[i + 1] === '"') {
          value += '"';
          i++;
        } else break;
      } else value += char;
    }
    return value.trim();
  });
}
