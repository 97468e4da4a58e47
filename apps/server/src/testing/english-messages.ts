/**
 * Source scan for messages that would reach a client as text instead of a translation key: the literal
 * given to `new DomainError(`, `badUserInput(field, `, `new GraphQLError(` or a payload's `messages: [`,
 * and a REST body's `error` (`reply.send({ error: … })`, a route outcome's `body: { error: … }`).
 */
const messagePositions = [
  /new DomainError\(\s*(?<literal>'[^']*'|"[^"]*"|`[^`]*`)/g,
  /badUserInput\(\s*[^,()]+,\s*(?<literal>'[^']*'|"[^"]*"|`[^`]*`)/g,
  /new GraphQLError\(\s*(?<literal>'[^']*'|"[^"]*"|`[^`]*`)/g,
  /messages: \[\s*(?<literal>'[^']*'|"[^"]*"|`[^`]*`)/g,
  /(?:\.send\(|\bbody:)\s*\{\s*error:\s*(?<literal>'[^']*'|"[^"]*"|`[^`]*`)/g,
];

const keyLiteral = /^'[a-zA-Z]+:[\w.]+'$/;

/** The message literals of `source` that are not plain translation keys (a template literal never is). */
export function englishMessages(source: string): string[] {
  const found: string[] = [];
  for (const pattern of messagePositions)
    for (const match of source.matchAll(pattern)) {
      const literal = match.groups!.literal!.replace(/^"(.*)"$/, "'$1'");
      if (!keyLiteral.test(literal)) found.push(literal);
    }
  return found;
}

/** Every quoted "namespace:key" in `source` whose namespace is a locale file: the keys the server may send. */
export function messageKeys(source: string, namespaces: Set<string>): string[] {
  return [...source.matchAll(/'([a-zA-Z]+):([\w.]+)'/g)]
    .filter((match) => namespaces.has(match[1]!))
    .map((match) => `${match[1]}:${match[2]}`);
}
