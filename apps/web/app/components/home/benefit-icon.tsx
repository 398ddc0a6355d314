import type { Benefit } from "@plummet/content/schemas";
import {
  Check,
  Clock,
  Heart,
  type LucideIcon,
  PoundSterling,
  Search,
  ShieldCheck,
  Star,
  Users,
} from "lucide-react";

/** The content's small icon vocabulary mapped to lucide icons. */
const icons: Record<Benefit["icon"], LucideIcon> = {
  shield: ShieldCheck,
  clock: Clock,
  pound: PoundSterling,
  star: Star,
  check: Check,
  users: Users,
  heart: Heart,
  search: Search,
};

export function BenefitIcon({ name, className }: { name: Benefit["icon"]; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}
