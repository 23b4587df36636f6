import { expect, test } from "vitest";
import { bookingOf, priceOf } from "./offer";
import { eventProblem, isUpcoming, queryNow, upcomingCount, usableEvents } from "./rules";

const evening = { start: "2026-12-12T15:00:00Z", end: "2026-12-12T17:30:00Z" };

test("an event needs a start and an end after it", () => {
  expect(eventProblem(evening)).toBeNull();
  expect(eventProblem({ end: evening.end })).toBe("no start");
  expect(eventProblem({ start: evening.start, end: null })).toBe("no end");
  expect(eventProblem({ start: "tomorrow", end: evening.end })).toBe("no start");
  expect(eventProblem({ start: evening.end, end: evening.start })).toBe("ends before it starts");
  expect(eventProblem({ start: evening.start, end: evening.start })).toBe("ends before it starts");
});

test("a broken event is skipped from a list, each with a warning that names it and why", () => {
  const warnings: unknown[] = [];
  const list = [
    { _id: "event-a", slug: "a", ...evening },
    { _id: "event-b", slug: "b", start: null, end: evening.end },
    { _id: "event-c", slug: "c", start: evening.end, end: evening.start },
  ];
  expect(usableEvents(list, (w) => warnings.push(w)).map((e) => e.slug)).toEqual(["a"]);
  expect(warnings).toEqual([
    { id: "event-b", slug: "b", problem: "no start" },
    { id: "event-c", slug: "c", problem: "ends before it starts" },
  ]);
});

test("an event is to come until it has ended: under way counts, over does not", () => {
  expect(isUpcoming(evening, Date.parse("2026-12-12T14:00:00Z"))).toBe(true);
  expect(isUpcoming(evening, Date.parse("2026-12-12T16:00:00Z"))).toBe(true);
  expect(isUpcoming(evening, Date.parse("2026-12-12T17:30:00Z"))).toBe(false);
});

test("the queries' now is the request's minute", () => {
  expect(queryNow(Date.parse("2026-11-25T12:34:56.789Z"))).toBe("2026-11-25T12:34:00.000Z");
});

test("how to book: a link first, then an e-mail, then a phone (as a tel: URL of digits)", () => {
  expect(bookingOf({ bookingUrl: "https://example.org/book", bookingEmail: "a@b.example" })).toEqual({
    kind: "url",
    href: "https://example.org/book",
    label: "example.org/book",
  });
  expect(bookingOf({ bookingEmail: "ciao@salone.example", bookingPhone: "+39 06 1" })).toEqual({
    kind: "email",
    href: "mailto:ciao@salone.example",
    label: "ciao@salone.example",
  });
  expect(bookingOf({ bookingPhone: "+39 06 6880 1234" })).toEqual({
    kind: "phone",
    href: "tel:+390668801234",
    label: "+39 06 6880 1234",
  });
  expect(bookingOf({ bookingUrl: "javascript:alert(1)" })).toBeNull();
  expect(bookingOf({})).toBeNull();
});

test("a price is free or euros above zero", () => {
  expect(priceOf({ free: true, price: 10 })).toEqual({ free: true });
  expect(priceOf({ price: 55 })).toEqual({ free: false, amount: 55 });
  expect(priceOf({ price: 0 })).toBeNull();
  expect(priceOf({})).toBeNull();
});

test("the home page's section shows its count, 3 by default, 6 at most", () => {
  expect(upcomingCount(undefined)).toBe(3);
  expect(upcomingCount(2)).toBe(2);
  expect(upcomingCount(40)).toBe(6);
});
