import {
  Bell,
  CalendarCheck,
  ChartColumn,
  Database,
  FileText,
  Gauge,
  Languages,
  type LucideIcon,
  MessageSquare,
  Palette,
  PenLine,
  PhoneCall,
  Plug,
  Receipt,
  Search,
  ShieldCheck,
  Smartphone,
  UserCheck,
  Workflow,
} from 'lucide-react'
import type { CapabilityIconName } from './service-pages'

const capabilityIcons: Record<CapabilityIconName, LucideIcon> = {
  message: MessageSquare,
  phone: PhoneCall,
  calendar: CalendarCheck,
  'user-check': UserCheck,
  languages: Languages,
  chart: ChartColumn,
  palette: Palette,
  smartphone: Smartphone,
  search: Search,
  gauge: Gauge,
  pen: PenLine,
  shield: ShieldCheck,
  workflow: Workflow,
  plug: Plug,
  bell: Bell,
  receipt: Receipt,
  database: Database,
  file: FileText,
}

export function CapabilityIcon({ name, className }: { name: CapabilityIconName; className?: string }) {
  const Icon = capabilityIcons[name]
  return <Icon aria-hidden="true" className={className} />
}
