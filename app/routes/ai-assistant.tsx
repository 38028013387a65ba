import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLocation } from "@remix-run/react";
import { AssistantChat } from "~/components/assistant/assistant-chat";
import type { ShownTurn } from "~/components/assistant/use-assistant-stream";
import { PageHero } from "~/components/page-hero";
import { PhoneLink } from "~/components/ui/phone-link";
import { renderedOnServerOrLoaded } from "~/components/ui/loaded-once-up";
import { publicPageMeta } from "~/lib/page-meta";
import { rootMetaData } from "~/lib/root-data";
import { useBusiness } from "~/lib/use-business";
import { askAssistant, turnsFrom } from "~/.server/assistant/ask.server";
import { earlierTurn } from "~/.server/assistant/turns.server";
import { clientAddress } from "~/.server/http/client-ip.server";
import { readForm } from "~/.server/http/form.server";
import { refusalInit } from "~/.server/http/refusal.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { parseWithZod, assistantSchema } from "~/lib/schemas/validation.server";
import * as renderedOnServer from "~/routes/ai-assistant.contact-form.server";

/** What a first-time visitor can tap instead of typing. */
const SUGGESTIONS = [
  "How much is the call-out?",
  "Can someone fix a dripping tap in CV3 tomorrow?",
  "Do you cover Kenilworth?",
  "Are you open on Sundays?",
  "Do you mount TVs on the wall?",
] as const;

export const headers = routeHeaders;

/**
 * The page without JavaScript: the question and the conversation so far come in the form,
 * the answer is rendered into the page. With JavaScript the page posts to
 * /ai-assistant/answer instead and streams it.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { formData } = await readForm(request, { schema: assistantSchema, honeypot: true });
  const submission = parseWithZod(formData, { schema: assistantSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), turns: null }, { status: 400 });
  }
  const earlier = turnsFrom(submission.value).map(earlierTurn);
  const asked = await askAssistant(context.services, submission.value, {
    ip: clientAddress(request),
  });
  if (!asked.ok) {
    return data(
      { result: submission.reply({ formErrors: [asked.message] }), turns: earlier },
      refusalInit(asked),
    );
  }
  const answer = await asked.finish();
  const turns: ShownTurn[] = [...earlier, { question: submission.value.question, answer }];
  return data({ result: submission.reply({ resetForm: true }), turns });
}

export const meta: MetaFunction = ({ matches }) => [
  ...publicPageMeta(rootMetaData(matches), {
    title: "Ask a question | We Fix Coventry",
    description:
      "Ask about our handyman services, prices, the areas we cover and booking. Answers come from our own pages, with links to where they say it.",
    path: "/ai-assistant",
  }),
  // The answers are for the visitor who asked; the pages they cite are what search engines should show.
  { name: "robots", content: "noindex" },
];

// Offered only below an answer that needs a person: its code comes once the page is up, not in
// the assistant's first load (decision 0090).
const ContactForm = renderedOnServerOrLoaded(renderedOnServer.ContactForm, () =>
  import("~/components/contact-form").then((module) => module.ContactForm),
);

export default function AssistantPage() {
  const answered = useActionData<typeof action>();
  const business = useBusiness();
  // A new navigation (another post without JavaScript) starts from what the server rendered.
  const { key } = useLocation();
  return (
    <>
      <PageHero
        h1="Ask a question"
        intro={
          <>
            Answers come only from what our own pages say, with links to them. For anything else,
            call{" "}
            <PhoneLink phone={business.phone} className="text-white">
              {business.phoneDisplay}
            </PhoneLink>
            .
          </>
        }
      />
      <div className="container-page max-w-3xl pb-12">
        <AssistantChat
          key={key}
          initialTurns={answered?.turns ?? []}
          lastResult={answered?.result}
          suggestions={SUGGESTIONS}
          phone={business.phone}
          phoneDisplay={business.phoneDisplay}
          ContactForm={ContactForm}
        />
      </div>
    </>
  );
}
