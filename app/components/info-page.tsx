import { ContentHtml } from "./content-html";
import { CallToAction, FaqList } from "./page-parts";
import { PageHero, type Crumb } from "./page-hero";

interface InfoPageView {
  path: string;
  h1: string;
  intro: string;
  html: string;
  faqs: { question: string; answer: string }[];
}

/** The frame of a content page: hero, body copy, page-specific sections, questions, call to action. */
export function InfoPage({
  page,
  phone,
  phoneDisplay,
  breadcrumbs,
  children,
  aside,
}: {
  page: InfoPageView;
  phone: string;
  phoneDisplay: string;
  breadcrumbs?: Crumb[];
  children?: React.ReactNode;
  aside?: React.ReactNode;
}) {
  return (
    <>
      <PageHero h1={page.h1} intro={page.intro} breadcrumbs={breadcrumbs} />
      <div className="container-page py-10">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div>
            <ContentHtml html={page.html} />
            {children}
            <FaqList faqs={page.faqs} />
            <CallToAction phone={phone} phoneDisplay={phoneDisplay} />
          </div>
          {aside ? <aside className="space-y-6">{aside}</aside> : null}
        </div>
      </div>
    </>
  );
}
