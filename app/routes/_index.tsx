import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { services } from "~/content/services";

export const meta: MetaFunction = () => [
  { title: "Handyman in Coventry, Warwick & Kenilworth | We Fix Coventry" },
  {
    name: "description",
    content:
      "Local handyman and property maintenance in Coventry, Warwick, Kenilworth and Leamington Spa. Book online, every day 06:00–22:00. Call-out from £45.",
  },
];

export async function loader() {
  return {
    services: services.map((service) => ({
      slug: service.slug,
      name: service.name,
      summary: service.summary,
    })),
  };
}

export default function HomePage() {
  const { services: cards } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="bg-brand-900 text-white">
        <div className="container-page py-12 sm:py-16">
          <h1 className="max-w-3xl text-3xl font-extrabold leading-tight sm:text-5xl">
            Your local handyman in Coventry, Warwick, Kenilworth and Leamington Spa
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">
            Repairs, fitting and maintenance by insured, DBS-checked engineers. Pick a free two-hour
            arrival window online, any day from 06:00 to 22:00. Call-out from £45.00, including the
            first hour.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/book" className="btn-accent">
              Book online
            </Link>
            <Link
              to="/emergency-callout"
              className="btn border border-white text-white hover:bg-brand-800"
            >
              Emergency call-out
            </Link>
          </div>
        </div>
      </section>
      <section aria-labelledby="services-heading" className="container-page py-12">
        <h2 id="services-heading" className="text-2xl font-bold text-slate-900">
          What we do across Coventry
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((service) => (
            <li key={service.slug} className="card">
              <Link to={`/services/${service.slug}`} className="text-lg font-semibold">
                {service.name}
              </Link>
              <p className="mt-2 text-slate-700">{service.summary}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
