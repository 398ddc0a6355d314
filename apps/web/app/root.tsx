import { buttonVariants } from "@plummet/ui/variants/button";
import { isRouteErrorResponse, Link, Links, Meta, Outlet } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { JsonLd } from "./components/json-ld";
import { PageShell } from "./components/layout/page-shell";
import { PageScripts } from "./islands/page-scripts";
import { organizationJsonLd } from "./lib/seo";

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4a1d6b" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <Meta />
        <Links />
        {/* The organisation behind the site, once per page (every route shares this layout). */}
        <JsonLd data={organizationJsonLd()} />
      </head>
      <body className="min-h-screen antialiased">
        {children}
        <PageScripts />
      </body>
    </html>
  );
}

/** Nothing but the page: the features that need TanStack Query or toasts bring their own providers. */
export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const heading = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : "Something went wrong";
  if (import.meta.env.DEV && error instanceof Error) console.error(error);
  return (
    <PageShell variant="page">
      <div className="mx-auto flex max-w-2xl flex-col items-start gap-6 px-4 py-20 sm:px-6">
        <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{heading}</h1>
        <p className="text-lg text-muted-foreground">
          Sorry, this page could not be shown. Please try again in a moment, or start again from the home
          page.
        </p>
        <Link to="/" className={buttonVariants()}>
          Back to the home page
        </Link>
      </div>
    </PageShell>
  );
}
