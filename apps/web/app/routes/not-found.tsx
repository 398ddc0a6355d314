import { Button } from "@plummet/ui/button";
import { Link } from "react-router";

export function meta() {
  return [{ title: "Page not found | Plummet" }, { name: "robots", content: "noindex" }];
}

/** Every unknown path; the static server answers it with status 404. */
export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-6 p-8 text-center">
      <p className="text-7xl font-black text-brand-200" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="text-muted-foreground">
        The page you were looking for has moved or never existed. Let's get you back on track.
      </p>
      <Button asChild>
        <Link to="/">Back to home</Link>
      </Button>
    </main>
  );
}
