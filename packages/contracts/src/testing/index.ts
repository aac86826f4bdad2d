// Test data shared by the packages' tests (`@cocho/contracts/testing`): zod-free.
export { SAMPLE_ANIMAL, SAMPLE_FEED_ID, sampleDietRecord } from './sample-diet-record';
