import type { RootMetaData } from "./page-meta";

/** The root loader's data inside a meta function's `matches`. */
export function rootMetaData(
  matches: ReadonlyArray<{ id: string; data: unknown }>,
): RootMetaData | undefined {
  const data = matches.find((match) => match.id === "root")?.data;
  return isRootMetaData(data) ? data : undefined;
}

function isRootMetaData(data: unknown): data is RootMetaData {
  return (
    typeof data === "object" &&
    data !== null &&
    "business" in data &&
    "siteUrl" in data &&
    "businessStructuredData" in data
  );
}
