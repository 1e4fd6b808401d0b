import type { AssistantAction } from '@shared/api/dto/assistant-dto';

/** One answer of the assistant: text in the widget's markdown subset and the buttons under it. */
export interface AssistantAnswer {
  text: string;
  actions: AssistantAction[];
}
