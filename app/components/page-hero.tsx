import { Link } from "@remix-run/react";

export interface Crumb {
  name: string;
  path: string;
}

function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap gap-1 text-brand-100">
        {items.map((item, index) => (
          <li key={item.path} className="flex gap-1">
            {index > 0 ? <span aria-hidden="true">›</span> : null}
            {index === items.length - 1 ? (
              <span aria-current="page">{item.name}</span>
            ) : (
              <Link to={item.path} className="text-white">
                {item.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function PageHero({
  h1,
  intro,
  breadcrumbs,
  children,
  picture,
}: {
  h1: string;
  /** A sentence, or one with links in it (on the dark hero, links are white). */
  intro: React.ReactNode;
  breadcrumbs?: Crumb[];
  children?: React.ReactNode;
  /** Shown beside the text from 1024 px, under it on smaller screens. */
  picture?: React.ReactNode;
}) {
  const text = (
    <>
      {breadcrumbs && breadcrumbs.length > 1 ? <Breadcrumbs items={breadcrumbs} /> : null}
      <h1 className="mt-3 max-w-3xl text-3xl font-extrabold leading-tight sm:text-4xl">{h1}</h1>
      <p className="mt-3 max-w-2xl text-lg text-brand-100">{intro}</p>
      {children}
    </>
  );
  return (
    <section className="bg-brand-900 text-white">
      {picture ? (
        <div className="container-page grid items-center gap-8 py-8 sm:py-12 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div>{text}</div>
          <div className="mx-auto w-full max-w-sm lg:max-w-none">{picture}</div>
        </div>
      ) : (
        <div className="container-page py-8 sm:py-12">{text}</div>
      )}
    </section>
  );
}
