const received = new Intl.DateTimeFormat("en-GB", {
  month: "long",
  year: "numeric",
  timeZone: "Europe/London",
});

interface ReviewView {
  id: string;
  authorName: string;
  location: string;
  rating: number;
  body: string;
  receivedOn: string;
  reply?: { body: string; on: string } | null;
}

export function ReviewCard({ review }: { review: ReviewView }) {
  return (
    <div className="card h-full">
      <figure>
        <p className="text-lg text-amber-700">
          <span className="sr-only">{review.rating} out of 5 stars</span>
          <span aria-hidden="true">
            {"★".repeat(review.rating)}
            {"☆".repeat(5 - review.rating)}
          </span>
        </p>
        <blockquote className="mt-2 text-slate-800">{review.body}</blockquote>
        <figcaption className="mt-3 text-sm text-slate-700">
          {review.authorName}, {review.location} · {received.format(new Date(review.receivedOn))}
        </figcaption>
      </figure>
      {review.reply ? (
        <div className="mt-3 border-l-4 border-brand-700 bg-slate-50 p-3 text-slate-800">
          <p className="text-sm font-semibold text-slate-900">
            Our reply · {received.format(new Date(review.reply.on))}
          </p>
          <p className="mt-1 whitespace-pre-line">{review.reply.body}</p>
        </div>
      ) : null}
    </div>
  );
}
