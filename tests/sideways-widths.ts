/**
 * The widths at which no page may scroll sideways, in every engine's test: from the narrowest
 * phone to a wide desktop window, the iPhones' (375-430) and the common Androids' among them.
 */
export const sidewaysWidths = [320, 360, 375, 390, 393, 412, 430, 600, 768, 1024, 1280, 1440, 1920];
