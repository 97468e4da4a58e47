/**
 * An element's markup with its attributes in a fixed order (React and Mantine write them in their own): a test
 * holds a plain element drawn for a long list equal to what the Mantine component it stands in for renders.
 */
export const markup = (element: Element): string =>
  `<${element.tagName} ${[...element.attributes]
    .map((attribute) => `${attribute.name}="${attribute.value}"`)
    .sort()
    .join(' ')}>${[...element.childNodes]
    .map((node) => (node instanceof Element ? markup(node) : node.textContent))
    .join('')}`;
