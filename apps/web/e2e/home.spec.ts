import { expect, type Page, test } from "@playwright/test";
import { articleSummaries } from "@plummet/content/articles";
import { demonstrationStripTitle, homeContent, insurerLogos } from "@plummet/content/home";
import { productCards } from "@plummet/content/product-cards";
import { placeholderFirm, site, statusClaims } from "@plummet/content/site";
import { demonstrationPanelNote } from "@plummet/contracts/panel-disclosure";

const particles = (page: Page) => page.getByTestId("hero-particles");

test.describe("home page sections", () => {
  test("the ten sections come in the required order", async ({ page }, testInfo) => {
    await page.goto("/");
    const headings = await page
      .getByRole("main")
      .locator("h1, h2")
      .evaluateAll((elements) => elements.map((element) => element.textContent?.trim() ?? ""));
    const expected = [
      homeContent.hero.headline,
      demonstrationStripTitle,
      homeContent.products.title,
      homeContent.quote.title,
      homeContent.about.title,
      homeContent.testimonials.title,
      homeContent.faq.title,
      homeContent.resources.title,
      homeContent.closingCta.title,
    ];
    expect(headings).toEqual(expected);
    // The tenth: the footer, after main, carrying the contact anchor.
    await expect(page.locator("main ~ footer#contact")).toHaveCount(1);
    // On a phone (Pixel 7, 412 x 839 here; 390 x 844 in the screenshots) the quote form
    // starts within three screens of the top.
    if (testInfo.project.name === "mobile") {
      const formTop = await page
        .locator("#quote-comparison form")
        .evaluate((form) => form.getBoundingClientRect().top + window.scrollY);
      expect(formTop).toBeLessThanOrEqual(3 * (page.viewportSize()?.height ?? 0));
    }
    // Nothing runs off the side of a phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );
    for (const id of ["products", "quote-comparison", "about", "resources"]) {
      await expect(page.locator(`main section#${id}`)).toHaveCount(1);
    }
  });

  test("/ and /home are the same screen", async ({ page }) => {
    await page.goto("/home");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeContent.hero.headline);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://www.plummet.co.uk/");
  });

  test("says what Plummet is before the email is asked for: a demonstration, near the top and by the quote form", async ({
    page,
  }) => {
    await page.goto("/");
    const notes = page.getByRole("note").filter({ hasText: demonstrationPanelNote });
    // Near the top: within the first screen, above the insurer strip.
    await expect(page.locator("#demonstration-notice-top")).toBeInViewport();
    await expect(page.locator("#quote-comparison #demonstration-notice-form")).toHaveText(
      new RegExp(demonstrationPanelNote.slice(0, 40)),
    );
    await expect(notes).toHaveCount(2);
    // No FCA claim for placeholder details anywhere on the page.
    const main = page.getByRole("main");
    await expect(main.getByText(/FCA regulated/)).toHaveCount(0);
    await expect(main.getByText(statusClaims(site.company).badge)).toBeVisible();
    await expect(page.getByText(placeholderFirm.fcaFirmReference)).toHaveCount(0);
    await expect(page.getByRole("contentinfo").getByText("not an authorised firm")).toBeVisible();
  });

  test("the hero's buttons lead to the quote form and the call-back request", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Compare Quotes" }).first().click();
    await expect(page).toHaveURL(/#quote-comparison$/);
    await expect(page.locator("#quote-comparison").getByRole("heading", { level: 2 })).toBeInViewport();
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Get Expert Call Back" })).toHaveAttribute(
      "href",
      "/call-back",
    );
  });

  test("the insurer strip shows eight insurer logos", async ({ page }) => {
    await page.goto("/");
    const strip = page.getByRole("region", { name: demonstrationStripTitle });
    const logos = strip.getByRole("img");
    await expect(logos).toHaveCount(8);
    for (const insurer of insurerLogos)
      await expect(strip.getByRole("img", { name: insurer.logo.alt })).toBeVisible();
  });

  test("eight product cards, each with 'Learn More.' to its page and 'Get Quote' to the form with its product chosen", async ({
    page,
  }, testInfo) => {
    await page.goto("/");
    const products = page.getByRole("region", { name: homeContent.products.title });
    await expect(products.getByRole("listitem")).toHaveCount(8);
    for (const card of productCards) {
      const item = products
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: card.title }) });
      // Compact on a phone (no picture), so the quote form is within three screens of the top.
      if (testInfo.project.name === "mobile") await expect(item.locator("img")).toBeHidden();
      else await expect(item.getByRole("img", { name: card.image.alt })).toBeVisible();
      await expect(item.getByRole("link", { name: /^Learn More\./ })).toHaveAttribute("href", card.link);
      await expect(item.getByRole("link", { name: /^Get Quote/ })).toHaveAttribute(
        "href",
        `/?type=${card.id}#quote-comparison`,
      );
    }
    await products
      .getByRole("link", { name: /^Get Quote/ })
      .first()
      .click();
    await expect(page.getByRole("form", { name: "Get insurance quotes" })).toBeInViewport();
    await expect(
      page
        .getByRole("form", { name: "Get insurance quotes" })
        .getByRole("combobox", { name: "Insurance type" }),
    ).toHaveValue(productCards[0]!.id);
  });

  test("three testimonials with rating, title, words, author and place", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: homeContent.testimonials.title });
    for (const item of homeContent.testimonials.items) {
      await expect(section.getByRole("heading", { name: item.title })).toBeVisible();
      await expect(section.getByText(item.content)).toBeVisible();
      await expect(section.getByText(item.author, { exact: true })).toBeVisible();
      await expect(section.getByText(item.location, { exact: true })).toBeVisible();
    }
    await expect(section.getByRole("img", { name: /^Rated \d out of 5$/ })).toHaveCount(3);
  });

  test("the resource grid links to guides and to the hub", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: homeContent.resources.title });
    const first = articleSummaries[0]!;
    await expect(section.getByRole("link", { name: first.title })).toHaveAttribute(
      "href",
      `/resources/${first.slug}`,
    );
    await expect(section.getByText(`${first.readTime} min read`).first()).toBeVisible();
    await section.getByRole("link", { name: "View All Resources" }).click();
    await expect(page).toHaveURL(/\/resources$/);
  });

  test("the closing call to action leads to the form", async ({ page }) => {
    await page.goto("/");
    const cta = page.getByRole("region", { name: homeContent.closingCta.title });
    await expect(cta.getByRole("link", { name: "Compare Quotes" })).toHaveAttribute(
      "href",
      "#quote-comparison",
    );
  });
});

test.describe("hero particles", () => {
  test("fifteen particles start after load and are regenerated every three seconds", async ({ page }) => {
    await page.goto("/");
    await expect(particles(page)).toHaveAttribute("aria-hidden", "true");
    await expect(particles(page).locator("[data-particle]")).toHaveCount(15);
    const firstBatch = await particles(page).getAttribute("data-batch");
    // The next batch replaces this one 3 s later (a little slack for a busy machine).
    await expect(particles(page)).not.toHaveAttribute("data-batch", firstBatch ?? "", { timeout: 4_500 });
    await expect(particles(page).locator("[data-particle]")).toHaveCount(15);
  });

  test("the prerendered page carries no particles (the effect starts in the browser)", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain('data-testid="hero-particles"');
    expect(html).not.toContain("data-particle");
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("no particle is drawn", async ({ page }) => {
      await page.goto("/");
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(3_500);
      await expect(particles(page).locator("[data-particle]")).toHaveCount(0);
    });
  });
});

test.describe("About", () => {
  test("says how Plummet works in three steps, with no video and nothing from another host", async ({
    page,
    baseURL,
  }) => {
    const site = new URL(baseURL ?? "http://localhost:3000");
    const foreign: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.hostname !== site.hostname && url.hostname !== "127.0.0.1") foreign.push(url.href);
    });
    await page.goto("/");
    const about = page.getByRole("region", { name: homeContent.about.title });
    await about.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(foreign).toEqual([]);
    await expect(about.locator("iframe, video")).toHaveCount(0);
    await expect(about.getByRole("heading", { name: homeContent.about.howItWorks.title })).toBeVisible();
    await expect(
      about.getByRole("listitem").filter({ hasText: homeContent.about.howItWorks.steps[0]! }),
    ).toBeVisible();
  });

  test("the four benefits and the life panel are shown", async ({ page }) => {
    await page.goto("/");
    const about = page.getByRole("region", { name: homeContent.about.title });
    for (const benefit of homeContent.about.benefits) {
      // The firm's status benefit says it is a demonstration while the details are placeholders.
      const title = benefit.id === "regulated" ? statusClaims(site.company).benefit.title : benefit.title;
      await expect(about.getByRole("heading", { name: title })).toBeVisible();
    }
    await expect(about.getByRole("heading", { name: homeContent.about.lifePanel.title })).toBeVisible();
    await expect(about.getByRole("link", { name: homeContent.about.lifePanel.cta.label })).toHaveAttribute(
      "href",
      homeContent.about.lifePanel.cta.href,
    );
  });
});

test.describe("FAQ", () => {
  test("six questions, and two can be open at once", async ({ page }) => {
    await page.goto("/");
    const faq = page.getByRole("region", { name: homeContent.faq.title });
    const questions = faq.getByRole("button");
    await expect(questions).toHaveCount(6);
    const [first, second] = homeContent.faq.items;
    const firstButton = faq.getByRole("button", { name: first!.question });
    const secondButton = faq.getByRole("button", { name: second!.question });
    await expect(firstButton).toHaveAttribute("aria-expanded", "false");
    await expect(faq.getByText(first!.answer)).toBeHidden();

    await firstButton.click();
    await secondButton.click();
    await expect(firstButton).toHaveAttribute("aria-expanded", "true");
    await expect(secondButton).toHaveAttribute("aria-expanded", "true");
    await expect(faq.getByText(first!.answer)).toBeVisible();
    await expect(faq.getByText(second!.answer)).toBeVisible();

    await firstButton.click();
    await expect(firstButton).toHaveAttribute("aria-expanded", "false");
    await expect(secondButton).toHaveAttribute("aria-expanded", "true");
  });

  test("questions chosen before the FAQ's code has arrived open once it has", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The FAQ island's own chunk waits until both questions have been clicked.
    await page.route(/\/assets\/faq-section-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    const faq = page.getByRole("region", { name: homeContent.faq.title });
    const [first, second] = homeContent.faq.items;
    const firstButton = faq.getByRole("button", { name: first!.question });
    const secondButton = faq.getByRole("button", { name: second!.question });
    await firstButton.click();
    await secondButton.click();
    await expect(firstButton).toHaveAttribute("aria-expanded", "false");
    release();
    await expect(firstButton).toHaveAttribute("aria-expanded", "true");
    await expect(secondButton).toHaveAttribute("aria-expanded", "true");
    await expect(faq.getByText(second!.answer)).toBeVisible();
  });

  test("an island whose code does not arrive says so, and loads on Try again", async ({ page }) => {
    // The FAQ island's own chunk: the connection drops the first time.
    const faqCode = /\/assets\/faq-section-[^/]+\.js$/;
    await page.route(faqCode, (route) => route.abort("internetdisconnected"));
    await page.goto("/");
    const faq = page.getByRole("region", { name: homeContent.faq.title });
    const [first] = homeContent.faq.items;
    const question = faq.getByRole("button", { name: first!.question });
    await question.click();
    const problem = page.getByRole("alert").filter({ hasText: "This part of the page did not load" });
    await expect(problem).toBeVisible();
    // The click was let go, not kept to be replayed into an island that never came.
    await expect(question).toHaveAttribute("aria-expanded", "false");
    await expect(faq.getByText(first!.question)).toBeVisible();

    await page.unroute(faqCode);
    await problem.getByRole("button", { name: "Try again" }).click();
    await expect(problem).toHaveCount(0);
    await question.click();
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await expect(faq.getByText(first!.answer)).toBeVisible();
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });
    test("every answer is in the prerendered page, and FAQPage data has the five flagged questions", async ({
      page,
    }) => {
      await page.goto("/");
      const faqText = await page.locator("#faq").textContent();
      for (const item of homeContent.faq.items) {
        expect(faqText).toContain(item.question);
        expect(faqText).toContain(item.answer);
      }
      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
      const faqPage = scripts.map((text) => JSON.parse(text)).find((data) => data["@type"] === "FAQPage");
      const flagged = homeContent.faq.items.filter((item) => item.inStructuredData);
      expect(flagged).toHaveLength(5);
      expect(faqPage.mainEntity.map((question: { name: string }) => question.name)).toEqual(
        flagged.map((item) => item.question),
      );
    });
  });
});
