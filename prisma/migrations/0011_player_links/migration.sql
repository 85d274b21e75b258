-- AlterTable
ALTER TABLE "Player" ADD COLUMN     "linkOpenedAt" TIMESTAMP(3),
ADD COLUMN     "linkSalt" TEXT;
