CREATE TABLE "core_cache_generation" (
	"name" varchar(50) PRIMARY KEY NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL
);
