import type { BookingValues } from "~/lib/views/booking";

/** What earlier or later steps collected, carried along so nothing typed is lost. */
export function HiddenValues({
  values,
  except,
}: {
  values: BookingValues;
  except: ReadonlyArray<keyof BookingValues>;
}) {
  return (
    <>
      {Object.entries(values)
        .filter(([name]) => !(except as ReadonlyArray<string>).includes(name))
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
    </>
  );
}
