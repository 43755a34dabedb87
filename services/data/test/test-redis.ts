// The throwaway Redis server of platform's tests, for the data service's (realtime fan-out across processes).
export { redisServerAvailable, startTestRedis, type TestRedis } from '@innov/platform/test-redis';
