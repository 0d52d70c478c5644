// Build step: the page's stylesheets travel inside its HTML. A stylesheet link holds back the
// first paint for one more request after the HTML; on a phone's slow connection that request
// costs its full latency (decision 014). Each of React Router's stylesheet links gets the sheet's
// text in a <style> just before it, hashed for the CSP like the inline scripts, and the link
// itself stays, marked `disabled`: the browser neither fetches nor waits for a disabled
// stylesheet, and React still finds the <link> it rendered when the app starts (it does not patch
// attributes while hydrating), so the page is not drawn again. A later client-side navigation
// adds the links of the next page's sheets, which load as they did before.

// React Router ends the href of a sheet that a lazily loaded module also needs with "#" (it keeps
// such a sheet when the page changes); the file is the same.
const stylesheetLink = /<link rel="stylesheet" href="(([^"#]+)#?)"\/>/g;

/**
 * `html` with each stylesheet of the page inlined; `readSheet` gives a sheet's text by its href.
 * Stops on what it cannot inline safely: a page without a stylesheet link (React Router's markup
 * has changed) or a sheet whose text would end the <style> element.
 */
export function inlineStylesheets(
  html: string,
  page: string,
  readSheet: (href: string) => string,
): string {
  let found = 0;
  const inlined = html.replace(stylesheetLink, (_link, href: string, file: string) => {
    found += 1;
    const css = readSheet(file).trim();
    if (/<\/style/i.test(css)) {
      throw new Error(`${page}: ${href} contains "</style", which would end the inline <style>`);
    }
    return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled=""/>`;
  });
  if (found === 0) {
    throw new Error(
      `${page}: expected React Router's <link rel="stylesheet" href="…"/> in the page; ` +
        "has the framework changed how it links the stylesheets?",
    );
  }
  return inlined;
}
