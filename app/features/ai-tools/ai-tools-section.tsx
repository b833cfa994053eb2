import type { AiTool } from '../../../contract/content'
import { Section, SectionHeading } from '~/components/ui/section'
import { AiToolsGallery } from './ai-tools-gallery'

const HOME_TOOLS_PER_TAB = 6

/** The home page's AI tools band (anchor ai-tools): six cards per tab, the rest on /ai-tools. */
export function AiToolsSection({ tools }: { tools: AiTool[] }) {
  return (
    <Section id="ai-tools" aria-labelledby="ai-tools-heading">
      <SectionHeading
        id="ai-tools-heading"
        eyebrow="Try AI today"
        title="AI-Powered Tools"
        intro="Practical AI tools for Australian small businesses: write, plan and promote in minutes. Many are free to use."
      />
      <AiToolsGallery tools={tools} limit={HOME_TOOLS_PER_TAB} rowOnPhone />
    </Section>
  )
}
