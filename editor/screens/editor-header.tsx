// The bar at the top of every screen of the editor: back to the list, and to the site.
export const EditorHeader = () => (
  <header className="sidhuvud">
    <a href="#/">Redigeraren</a>
    <a href="/">Till sajten</a>
  </header>
);
