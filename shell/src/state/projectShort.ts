/** product §3 Project (short list): what the frame needs of each project of the city. */
export interface ProjectShort {
  id: number;
  slug: string;
  name: string;
}
