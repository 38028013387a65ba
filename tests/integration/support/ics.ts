/** A small RFC 5545 reader for tests: unfolds lines and nests components, refusing bad input. */

export interface IcsProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

export interface IcsComponent {
  name: string;
  properties: IcsProperty[];
  components: IcsComponent[];
}

export function parseIcs(text: string): IcsComponent {
  if (/(?<!\r)\n/.test(text)) throw new Error("Lines must end with CRLF");
  const lines = text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter((line) => line !== "");
  const stack: IcsComponent[] = [];
  let root: IcsComponent | undefined;
  for (const line of lines) {
    const property = parseLine(line);
    if (property.name === "BEGIN") {
      const component = { name: property.value, properties: [], components: [] };
      stack[stack.length - 1]?.components.push(component);
      stack.push(component);
    } else if (property.name === "END") {
      const component = stack.pop();
      if (component?.name !== property.value) throw new Error(`Unexpected END:${property.value}`);
      if (stack.length === 0) root = component;
    } else {
      const current = stack[stack.length - 1];
      if (!current) throw new Error(`Property outside a component: ${line}`);
      current.properties.push(property);
    }
  }
  if (!root || stack.length > 0) throw new Error("Unbalanced BEGIN/END");
  return root;
}

function parseLine(line: string): IcsProperty {
  const colon = line.indexOf(":");
  if (colon < 1) throw new Error(`Not a content line: ${line}`);
  const [name = "", ...paramParts] = line.slice(0, colon).split(";");
  if (!/^[A-Z][A-Z0-9-]*$/.test(name)) throw new Error(`Bad property name: ${name}`);
  const params: Record<string, string> = {};
  for (const part of paramParts) {
    const [key, value] = part.split("=");
    if (!key || value === undefined) throw new Error(`Bad parameter: ${part}`);
    params[key] = value;
  }
  return { name, params, value: line.slice(colon + 1) };
}

export function propertyOf(component: IcsComponent, name: string): IcsProperty {
  const property = component.properties.find((candidate) => candidate.name === name);
  if (!property) throw new Error(`${component.name} has no ${name}`);
  return property;
}

/** "20260714T070000Z" → the instant; only UTC date-times are accepted. */
export function utcDateTime(value: string): Date {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) throw new Error(`Not a UTC date-time: ${value}`);
  const [, y, mo, d, h, mi, s] = match.map(Number);
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
}
