import { Link, useLoaderData } from "react-router";

export function meta() {
  return [{ title: "Baseline" }, { name: "description", content: "A minimal React Router 7 app with one route." }];
}

export function loader() {
  return { greeting: "Hello from the server" };
}

export default function Home() {
  const { greeting } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>{greeting}</h1>
      <p>
        <Link to="/">Home</Link>
      </p>
    </main>
  );
}
