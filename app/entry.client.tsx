// React Router's default client entry, but with hydrateRoot from app/framework (see there).
import { StrictMode, startTransition } from "react";
import { HydratedRouter } from "react-router/dom";
import { hydrateRoot } from "./framework/react-dom-client";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
