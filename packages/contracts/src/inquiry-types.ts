// Without zod, so that a page can list the choices and load the schema only when it validates.

export const inquiryTypes = ["quote", "support", "complaint", "general"] as const;
export const inquiryTypeLabels: Record<(typeof inquiryTypes)[number], string> = {
  quote: "Help with a quote",
  support: "Customer support",
  complaint: "Make a complaint",
  general: "General enquiry",
};
